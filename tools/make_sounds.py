"""Generate every original sound effect and music loop into sounds/.

Run from the repository root:  python tools/make_sounds.py [name ...]
Pure stdlib synthesis (additive wavetables, filtered noise, Karplus-Strong plucks):
22050 Hz, 16-bit mono WAV, normalised, with short fades so nothing clicks.
Deterministic: every random source is seeded.
"""
import array
import math
import os
import random
import sys
import time
import wave

SR = 22050
ROOT = os.path.dirname(os.path.dirname(os.path.abspath(__file__)))
OUT = os.path.join(ROOT, "sounds")
TAU = 2 * math.pi


# ================================================================== basics
def zeros(sec):
    return [0.0] * int(sec * SR)


def add(buf, src, at=0.0, gain=1.0, wrap=False):
    """Mix src into buf starting at `at` seconds (optionally wrapping for loops)."""
    start = int(at * SR)
    n = len(buf)
    for i, v in enumerate(src):
        j = start + i
        if j >= n:
            if not wrap:
                break
            j %= n
        buf[j] += v * gain


def note_freq(name):
    """'A4', 'C#5', 'Bb3' -> Hz."""
    names = {"C": 0, "D": 2, "E": 4, "F": 5, "G": 7, "A": 9, "B": 11}
    n = names[name[0]]
    rest = name[1:]
    if rest and rest[0] in "#b":
        n += 1 if rest[0] == "#" else -1
        rest = rest[1:]
    octave = int(rest)
    midi = 12 * (octave + 1) + n
    return 440.0 * 2 ** ((midi - 69) / 12)


def env_adsr(n, a=0.005, d=0.05, s=0.6, r=0.05):
    """Per-sample ADSR envelope over n samples (release inside n)."""
    A, D, R = int(a * SR), int(d * SR), int(r * SR)
    out = []
    for i in range(n):
        if i < A:
            v = i / max(1, A)
        elif i < A + D:
            v = 1 - (1 - s) * (i - A) / max(1, D)
        else:
            v = s
        if i > n - R:
            v *= max(0.0, (n - i) / max(1, R))
        out.append(v)
    return out


def env_exp(n, tau, attack=0.002):
    A = max(1, int(attack * SR))
    k = 1.0 / max(1e-6, tau * SR)
    return [min(1.0, i / A) * math.exp(-i * k) for i in range(n)]


# ------------------------------------------------------------------ wavetables
TABLE_N = 2048


def make_table(harmonics):
    """harmonics: list of (n, amplitude)."""
    t = [0.0] * TABLE_N
    for h, a in harmonics:
        for i in range(TABLE_N):
            t[i] += a * math.sin(TAU * h * i / TABLE_N)
    peak = max(abs(v) for v in t) or 1
    return [v / peak for v in t]


def pulse_harmonics(duty, count):
    return [(n, math.sin(math.pi * n * duty) / n) for n in range(1, count + 1)]


T_SINE = make_table([(1, 1.0)])
T_FLUTE = make_table([(1, 1.0), (2, 0.25), (3, 0.08), (4, 0.03)])
T_PULSE25 = make_table(pulse_harmonics(0.25, 9))
T_PULSE12 = make_table(pulse_harmonics(0.125, 9))
T_SQUARE = make_table([(n, 1 / n) for n in range(1, 12, 2)])
T_TRI = make_table([(n, ((-1) ** ((n - 1) // 2)) / (n * n)) for n in range(1, 12, 2)])
T_SAW = make_table([(n, 1 / n) for n in range(1, 14)])
T_BRASS = make_table([(1, 1.0), (2, 0.6), (3, 0.45), (4, 0.3), (5, 0.2), (6, 0.12), (7, 0.07)])
T_BELL = make_table([(1, 1.0), (2, 0.3), (3, 0.12)])


def osc(table, freq, dur, vib=0.0, vib_rate=5.5, phase=0.0):
    """Wavetable oscillator; freq may be a number or a function of t (seconds)."""
    n = int(dur * SR)
    out = [0.0] * n
    ph = phase * TABLE_N
    f_is_fn = callable(freq)
    for i in range(n):
        t = i / SR
        f = freq(t) if f_is_fn else freq
        if vib:
            f *= 1 + vib * math.sin(TAU * vib_rate * t) * min(1.0, t * 4)
        i0 = int(ph)
        fr = ph - i0
        a = table[i0 & (TABLE_N - 1)]
        out[i] = a + (table[(i0 + 1) & (TABLE_N - 1)] - a) * fr  # linear interpolation: no stepping noise
        ph += f * TABLE_N / SR
    return out


def mul(a, b):
    return [x * y for x, y in zip(a, b)]


def noise(dur, seed):
    r = random.Random(seed)
    return [r.uniform(-1, 1) for _ in range(int(dur * SR))]


def lowpass(buf, cutoff):
    """One-pole lowpass; cutoff may be a function of the sample index."""
    out = []
    y = 0.0
    fn = callable(cutoff)
    a = 1 - math.exp(-TAU * (cutoff if not fn else 1000) / SR)
    for i, x in enumerate(buf):
        if fn:
            a = 1 - math.exp(-TAU * max(20.0, cutoff(i)) / SR)
        y += a * (x - y)
        out.append(y)
    return out


def lowpass_steep(buf, cutoff, poles=3):
    for _ in range(poles):
        buf = lowpass(buf, cutoff)
    return buf


def highpass(buf, cutoff):
    lp = lowpass(buf, cutoff)
    return [x - y for x, y in zip(buf, lp)]


def bandpass(buf, lo, hi):
    return lowpass(highpass(buf, lo), hi)


def resonator(buf, freq, q_decay):
    """Two-pole resonator (a ringing mode excited by buf)."""
    r = math.exp(-1.0 / (q_decay * SR))
    c = 2 * r * math.cos(TAU * freq / SR)
    y1 = y2 = 0.0
    out = []
    for x in buf:
        y = x + c * y1 - r * r * y2
        y2, y1 = y1, y
        out.append(y)
    return out


def pluck(freq, dur, seed, bright=0.5, decay=0.996):
    """Karplus-Strong plucked string (lute/harp)."""
    r = random.Random(seed)
    L = max(2, int(SR / freq))
    buf = [r.uniform(-1, 1) for _ in range(L)]
    # soften the excitation so the pluck is warm, not scratchy
    for _ in range(int((1 - bright) * 4)):
        buf = [(buf[i] + buf[i - 1]) * 0.5 for i in range(L)]
    n = int(dur * SR)
    out = [0.0] * n
    idx = 0
    for i in range(n):
        v = buf[idx]
        nxt = buf[(idx + 1) % L]
        buf[idx] = decay * 0.5 * (v + nxt)
        out[i] = v
        idx = (idx + 1) % L
    # a 2 ms attack keeps the pluck transient from clicking
    att = min(n, int(0.002 * SR))
    for i in range(att):
        out[i] *= i / att
    # ease the end
    fade = min(n, int(0.03 * SR))
    for i in range(fade):
        out[n - 1 - i] *= i / fade
    return out


def bell(freq, dur, partials=((1, 1), (2.76, 0.45), (5.4, 0.25), (8.93, 0.12)), tau=0.35, seed=0):
    n = int(dur * SR)
    out = [0.0] * n
    for ratio, amp in partials:
        f = freq * ratio
        if f > SR * 0.45:
            continue
        k = 1.0 / (tau / ratio ** 0.5 * SR)
        w = TAU * f / SR
        for i in range(n):
            out[i] += amp * math.sin(w * i) * math.exp(-i * k)
    A = int(0.002 * SR)
    for i in range(min(A, n)):
        out[i] *= i / A
    return out


def sweep(table, f0, f1, dur, curve=1.0, vib=0.0):
    return osc(table, lambda t: f0 + (f1 - f0) * (t / dur) ** curve, dur, vib=vib)


# ------------------------------------------------------------------ finishing
def finish(buf, peak=0.85, fade_in=0.003, fade_out=0.02):
    n = len(buf)
    # remove DC so fades end at zero
    mean = sum(buf) / max(1, n)
    buf = [v - mean for v in buf]
    fi, fo = int(fade_in * SR), int(fade_out * SR)
    for i in range(min(fi, n)):
        buf[i] *= i / fi
    for i in range(min(fo, n)):
        buf[n - 1 - i] *= i / fo
    m = max(abs(v) for v in buf) or 1.0
    return [v * peak / m for v in buf]


def write_wav(name, buf):
    os.makedirs(OUT, exist_ok=True)
    data = array.array("h", (max(-32767, min(32767, int(round(v * 32767)))) for v in buf))
    if sys.byteorder == "big":
        data.byteswap()
    with wave.open(os.path.join(OUT, name), "wb") as w:
        w.setnchannels(1)
        w.setsampwidth(2)
        w.setframerate(SR)
        w.writeframes(data.tobytes())


# ================================================================== effects
def clack(seed, gain=1.0, pitch=1.0):
    """One wooden die clack: a noise tick ringing two or three wood modes."""
    r = random.Random(seed)
    exc = mul(noise(0.004, seed), env_exp(int(0.004 * SR), 0.001))
    exc += [0.0] * int(0.06 * SR)
    out = [0.0] * len(exc)
    for f, dec, a in ((820, 0.018, 1.0), (1430, 0.012, 0.7), (2380, 0.008, 0.5)):
        ring = resonator(exc, f * pitch * r.uniform(0.93, 1.07), dec)
        add(out, ring, 0, a * 0.05)
    add(out, highpass(exc, 1500), 0, 0.6)
    return [v * gain for v in out]


def sfx_click():
    b = zeros(0.06)
    add(b, mul(osc(T_SINE, 1800, 0.05), env_exp(int(0.05 * SR), 0.008)), 0, 0.8)
    add(b, mul(highpass(noise(0.01, 1), 2000), env_exp(int(0.01 * SR), 0.002)), 0, 0.5)
    return finish(b, 0.6, fade_out=0.01)


def sfx_hover():
    b = mul(osc(T_SINE, lambda t: 2200 + 600 * t / 0.05, 0.05), env_adsr(int(0.05 * SR), 0.004, 0.02, 0.3, 0.02))
    return finish(b, 0.35, fade_out=0.01)


def sfx_dice_rattle():
    b = zeros(0.72)
    r = random.Random(42)
    t = 0.0
    k = 0
    while t < 0.62:
        add(b, clack(100 + k, r.uniform(0.5, 1.0), r.uniform(0.9, 1.15)), t)
        t += r.uniform(0.03, 0.09) * (1 + t * 1.2)
        k += 1
    # soft cup rumble underneath
    add(b, mul(lowpass_steep(noise(0.72, 7), 300), env_adsr(int(0.72 * SR), 0.05, 0.2, 0.6, 0.2)), 0, 0.3)
    return finish(b, 0.8, fade_out=0.03)


def sfx_dice_land():
    b = zeros(0.35)
    add(b, mul(osc(T_SINE, lambda t: 140 - 60 * t / 0.2, 0.2), env_exp(int(0.2 * SR), 0.05)), 0, 0.8)
    add(b, clack(7, 1.0, 0.85), 0.0)
    add(b, clack(8, 0.5, 1.0), 0.09)
    add(b, clack(9, 0.25, 1.05), 0.16)
    return finish(b, 0.8, fade_out=0.04)


def sfx_step():
    b = zeros(0.12)
    add(b, mul(osc(T_SINE, lambda t: 160 - 80 * t / 0.1, 0.1), env_exp(int(0.1 * SR), 0.025)), 0, 1.0)
    add(b, mul(lowpass(noise(0.05, 3), 900), env_exp(int(0.05 * SR), 0.012)), 0, 0.7)
    return finish(b, 0.6, fade_out=0.02)


def sfx_jump():
    d = 0.22
    b = mul(sweep(T_PULSE25, 260, 760, d, curve=0.6), env_adsr(int(d * SR), 0.005, 0.1, 0.5, 0.08))
    return finish(lowpass(b, 3500), 0.6, fade_out=0.03)


def sfx_fall():
    d = 0.9
    b = mul(osc(T_SINE, lambda t: 1400 * (0.22 ** (t / d)), d, vib=0.01, vib_rate=7),
            env_adsr(int(d * SR), 0.02, 0.3, 0.8, 0.2))
    add(b, mul(lowpass(noise(d, 5), 1200), env_adsr(int(d * SR), 0.1, 0.3, 0.5, 0.3)), 0, 0.08)
    return finish(b, 0.6, fade_out=0.05)


def sfx_land():
    b = zeros(0.3)
    add(b, mul(osc(T_SINE, lambda t: 110 - 60 * t / 0.25, 0.25), env_exp(int(0.25 * SR), 0.07)), 0, 1.0)
    add(b, mul(lowpass(noise(0.15, 11), 700), env_exp(int(0.15 * SR), 0.03)), 0, 0.8)
    return finish(b, 0.8, fade_out=0.04)


def sfx_hit():
    b = zeros(0.25)
    add(b, mul(osc(T_SINE, lambda t: 220 * (0.35 ** (t / 0.15)), 0.2), env_exp(int(0.2 * SR), 0.05)), 0, 1.0)
    add(b, mul(bandpass(noise(0.12, 13), 600, 4000), env_exp(int(0.12 * SR), 0.02)), 0, 0.9)
    return finish(b, 0.85, fade_out=0.03)


def sfx_hurt():
    d = 0.35
    b = mul(osc(T_SQUARE, lambda t: 520 * (0.5 ** (t / d)), d, vib=0.04, vib_rate=18),
            env_adsr(int(d * SR), 0.005, 0.08, 0.6, 0.12))
    b = lowpass(b, 2200)
    add(b, mul(bandpass(noise(0.08, 17), 500, 3000), env_exp(int(0.08 * SR), 0.02)), 0, 0.5)
    return finish(b, 0.7, fade_out=0.04)


def sfx_enemy_die():
    d = 0.45
    b = mul(osc(T_TRI, lambda t: 700 * (0.15 ** (t / d)), d), env_adsr(int(d * SR), 0.005, 0.1, 0.7, 0.15))
    trem = [0.6 + 0.4 * math.sin(TAU * 22 * i / SR) for i in range(len(b))]
    b = mul(b, trem)
    add(b, mul(lowpass(noise(0.3, 19), 1500), env_adsr(int(0.3 * SR), 0.05, 0.1, 0.5, 0.15)), 0.12, 0.35)
    return finish(b, 0.75, fade_out=0.05)


def sfx_coin():
    b = zeros(0.45)
    for t0, f, d in ((0.0, 988, 0.08), (0.07, 1319, 0.38)):
        tone = osc(T_PULSE25, f, d)
        add(b, mul(tone, env_adsr(len(tone), 0.003, 0.05, 0.55, d * 0.7)), t0, 0.6)
        add(b, bell(f * 2, d, tau=0.15), t0, 0.25)
    return finish(lowpass(b, 6000), 0.65, fade_out=0.04)


def sfx_gem():
    b = zeros(0.8)
    for k, n in enumerate(("G6", "C7", "E7", "G7")):
        add(b, bell(note_freq(n) / 2, 0.6, tau=0.3), k * 0.06, 0.6)
    for k in range(6):
        add(b, bell(3000 + k * 377, 0.2, partials=((1, 1),), tau=0.06), 0.2 + k * 0.07, 0.15)
    return finish(b, 0.6, fade_out=0.06)


def sfx_buy():
    b = zeros(0.8)
    add(b, clack(31, 0.7, 1.4), 0.0)
    for t0, n in ((0.05, "E6"), (0.13, "A6")):
        add(b, bell(note_freq(n), 0.6, tau=0.35), t0, 0.6)
    add(b, sfx_coin_raw(), 0.3, 0.6)
    return finish(b, 0.7, fade_out=0.05)


def sfx_coin_raw():
    b = zeros(0.3)
    for t0, f, d in ((0.0, 1319, 0.06), (0.05, 1760, 0.22)):
        tone = osc(T_PULSE25, f, d)
        add(b, mul(tone, env_adsr(len(tone), 0.003, 0.05, 0.5, d * 0.7)), t0, 0.5)
    return b


def sfx_potion():
    b = zeros(0.75)
    r = random.Random(23)
    t = 0.0
    while t < 0.6:
        d = r.uniform(0.04, 0.08)
        f0 = r.uniform(250, 450)
        bub = mul(sweep(T_SINE, f0, f0 * r.uniform(2.0, 3.0), d, curve=2.0),
                  env_adsr(int(d * SR), 0.005, 0.02, 0.7, 0.02))
        add(b, bub, t, r.uniform(0.4, 0.9))
        t += r.uniform(0.04, 0.1)
    add(b, mul(sweep(T_SINE, 300, 900, 0.3, 1.5), env_adsr(int(0.3 * SR), 0.05, 0.1, 0.6, 0.1)), 0.42, 0.3)
    return finish(b, 0.7, fade_out=0.05)


def sfx_push():
    d = 0.5
    n = noise(d, 29)
    wob = [0.55 + 0.45 * math.sin(TAU * 13 * i / SR) * math.sin(TAU * 3.1 * i / SR) for i in range(len(n))]
    b = mul(lowpass_steep(highpass(n, 120), 900), wob)
    b = mul(b, env_adsr(len(b), 0.04, 0.1, 0.8, 0.15))
    add(b, mul(osc(T_SINE, 70, d), env_adsr(int(d * SR), 0.05, 0.1, 0.6, 0.15)), 0, 0.3)
    return finish(b, 0.7, fade_out=0.05)


def sfx_trap():
    b = zeros(0.6)
    exc = mul(noise(0.01, 37), env_exp(int(0.01 * SR), 0.002)) + [0.0] * int(0.5 * SR)
    for f, dec, a in ((1210, 0.18, 1.0), (1873, 0.12, 0.8), (2651, 0.09, 0.6), (3390, 0.06, 0.4)):
        add(b, resonator(exc, f, dec), 0, a * 0.03)
    add(b, mul(highpass(noise(0.04, 41), 2500), env_exp(int(0.04 * SR), 0.008)), 0, 0.8)
    add(b, mul(osc(T_SINE, lambda t: 160 - 90 * t / 0.2, 0.2), env_exp(int(0.2 * SR), 0.05)), 0.01, 0.6)
    return finish(b, 0.8, fade_out=0.06)


def sfx_reveal():
    d = 1.1
    b = zeros(d)
    for k, base in enumerate((392, 523, 659, 784)):
        tone = osc(T_FLUTE, lambda t, base=base: base * (1 + 0.5 * t / d), d, vib=0.006)
        add(b, mul(tone, env_adsr(len(tone), 0.25, 0.2, 0.7, 0.35)), k * 0.05, 0.25)
    for k in range(10):
        add(b, bell(1800 + k * 260, 0.25, partials=((1, 1),), tau=0.08), 0.15 + k * 0.08, 0.12)
    return finish(b, 0.6, fade_in=0.01, fade_out=0.08)


def sfx_collapse():
    d = 1.6
    b = mul(lowpass_steep(noise(d, 43), 420), env_adsr(int(d * SR), 0.03, 0.3, 0.7, 0.8))
    rumble = osc(T_SINE, lambda t: 55 - 15 * t / d, d, vib=0.05, vib_rate=9)
    add(b, mul(rumble, env_adsr(int(d * SR), 0.02, 0.4, 0.6, 0.6)), 0, 0.7)
    r = random.Random(47)
    for k in range(14):
        add(b, clack(200 + k, r.uniform(0.2, 0.6), r.uniform(0.3, 0.6)), r.uniform(0.05, 1.2))
    return finish(b, 0.85, fade_in=0.01, fade_out=0.15)


def sfx_portal():
    d = 1.1
    n = noise(d, 53)
    b = lowpass_steep(n, 2400, 2)
    b = lowpass(b, lambda i: 400 + 1600 * (0.5 + 0.5 * math.sin(TAU * 2.2 * i / SR)))
    b = mul(b, env_adsr(len(b), 0.15, 0.2, 0.7, 0.35))
    tone = osc(T_SINE, lambda t: 220 * 2 ** (1.6 * t / d), d, vib=0.03, vib_rate=9)
    add(b, mul(tone, env_adsr(len(tone), 0.2, 0.2, 0.6, 0.35)), 0, 0.35)
    return finish(b, 0.65, fade_in=0.01, fade_out=0.1)


def sfx_boss_roar():
    d = 1.3
    tone = osc(T_SAW, lambda t: 85 - 25 * t / d, d, vib=0.08, vib_rate=11)
    gr = [0.65 + 0.35 * math.sin(TAU * 31 * i / SR) for i in range(len(tone))]
    b = lowpass(mul(tone, gr), lambda i: 900 - 500 * i / (d * SR))
    b = lowpass(b, 1200)
    add(b, lowpass_steep(noise(d, 59), 700, 2), 0, 0.35)
    b = mul(b, env_adsr(len(b), 0.08, 0.3, 0.75, 0.5))
    return finish(b, 0.85, fade_in=0.01, fade_out=0.12)


def sfx_boss_card():
    d = 1.5
    b = zeros(d)
    for n in ("A2", "C3", "E3", "Eb4"):
        tone = osc(T_BRASS, note_freq(n), d, vib=0.004)
        add(b, mul(lowpass(tone, 900), env_adsr(len(tone), 0.3, 0.3, 0.7, 0.6)), 0, 0.3)
    add(b, bell(110, d, partials=((1, 1), (2.4, 0.6), (3.9, 0.4), (5.6, 0.2)), tau=0.8), 0, 0.5)
    return finish(b, 0.8, fade_in=0.01, fade_out=0.2)


def sfx_forge():
    b = zeros(0.9)
    for t0, g in ((0.0, 1.0), (0.32, 0.7)):
        exc = mul(noise(0.004, 61), env_exp(int(0.004 * SR), 0.001)) + [0.0] * int(0.5 * SR)
        for f, dec, a in ((2020, 0.3, 1.0), (3170, 0.2, 0.7), (4630, 0.14, 0.5), (5410, 0.1, 0.3), (990, 0.12, 0.4)):
            add(b, resonator(exc, f, dec), t0, a * 0.02 * g)
    return finish(b, 0.7, fade_out=0.08)


def sfx_error():
    b = zeros(0.36)
    for t0 in (0.0, 0.17):
        tone = osc(T_SQUARE, 150, 0.14)
        add(b, lowpass(mul(tone, env_adsr(len(tone), 0.01, 0.03, 0.8, 0.04)), 900), t0, 1.0)
    return finish(b, 0.45, fade_out=0.03)


def sfx_turn():
    b = zeros(0.9)
    add(b, bell(note_freq("E5"), 0.9, tau=0.45), 0, 0.6)
    add(b, bell(note_freq("B5"), 0.8, tau=0.4), 0.09, 0.5)
    return finish(b, 0.5, fade_out=0.1)


def brass(n, d, gain=1.0):
    tone = osc(T_BRASS, note_freq(n), d, vib=0.005)
    return [v * gain for v in lowpass(mul(tone, env_adsr(len(tone), 0.03, 0.1, 0.75, 0.08)), 2600)]


def sfx_win():
    b = zeros(1.8)
    seq = (("C5", 0.0, 0.14), ("E5", 0.14, 0.14), ("G5", 0.28, 0.14), ("C6", 0.42, 0.5))
    for n, t0, d in seq:
        add(b, brass(n, d), t0, 0.4)
        add(b, bell(note_freq(n), d + 0.2, tau=0.2), t0, 0.15)
    for n in ("C5", "E5", "G5", "C6"):
        add(b, brass(n, 0.85), 0.9, 0.22)
    add(b, bell(note_freq("C7"), 0.8, tau=0.3), 0.9, 0.2)
    return finish(b, 0.8, fade_out=0.15)


def sfx_lose():
    b = zeros(1.9)
    for k, n in enumerate(("G4", "F#4", "F4", "E4")):
        d = 0.3 if k < 3 else 0.7
        tone = osc(T_FLUTE, note_freq(n), d, vib=0.01)
        add(b, mul(tone, env_adsr(len(tone), 0.02, 0.1, 0.7, 0.1)), k * 0.3, 0.5)
    for n in ("A2", "C3", "E3"):
        add(b, lowpass(brass(n, 0.9), 800), 0.95, 0.25)
    return finish(b, 0.7, fade_out=0.2)


SFX = {
    "click": sfx_click, "hover": sfx_hover, "dice_rattle": sfx_dice_rattle, "dice_land": sfx_dice_land,
    "step": sfx_step, "jump": sfx_jump, "fall": sfx_fall, "land": sfx_land, "hit": sfx_hit, "hurt": sfx_hurt,
    "enemy_die": sfx_enemy_die, "coin": sfx_coin, "gem": sfx_gem, "buy": sfx_buy, "potion": sfx_potion,
    "push": sfx_push, "trap": sfx_trap, "reveal": sfx_reveal, "collapse": sfx_collapse, "portal": sfx_portal,
    "boss_roar": sfx_boss_roar, "boss_card": sfx_boss_card, "forge": sfx_forge, "error": sfx_error,
    "turn": sfx_turn, "win": sfx_win, "lose": sfx_lose,
}


# ================================================================== music
CHORDS = {
    "C": ("C", "E", "G"), "Am": ("A", "C", "E"), "F": ("F", "A", "C"), "G": ("G", "B", "D"),
    "Em": ("E", "G", "B"), "Dm": ("D", "F", "A"), "E": ("E", "G#", "B"),
}


def chord_notes(ch, octave):
    out = []
    prev = -1
    for name in CHORDS[ch]:
        o = octave
        f = note_freq(name + str(o))
        while f <= prev:
            o += 1
            f = note_freq(name + str(o))
        out.append(f)
        prev = f
    return out


def reverb(buf, loop=True, mix_wet=0.18):
    """Small Schroeder-style reverb; run over the loop twice so the tail wraps seamlessly."""
    src = buf + buf if loop else buf + [0.0] * int(1.5 * SR)
    wet = [0.0] * len(src)
    for delay, fb in ((1557, 0.78), (1617, 0.77), (1491, 0.79), (1422, 0.8)):
        d = delay // 2
        line = [0.0] * len(src)
        for i in range(len(src)):
            y = src[i] + (line[i - d] * fb if i >= d else 0.0)
            line[i] = y
        for i in range(len(src)):
            wet[i] += line[i] * 0.25
    wet = lowpass(wet, 3000)
    if loop:
        n = len(buf)
        return [buf[i] + wet[n + i] * mix_wet for i in range(n)]
    return [a + b * mix_wet for a, b in zip(src, wet)]


def loop_ready(buf, peak=0.7):
    """Normalise a seamless loop and rotate it by a few ms onto a quiet zero crossing,
    so the file starts and ends near silence while still looping without a seam."""
    m = max(abs(v) for v in buf) or 1.0
    buf = [v * peak / m for v in buf]
    n = len(buf)
    best, best_cost = 0, float("inf")
    for k in range(-int(0.004 * SR), int(0.004 * SR)):
        a, b = buf[(k - 1) % n], buf[k % n]
        if (a <= 0 <= b) or (a >= 0 >= b):
            cost = abs(a) + abs(b) + abs(k) * 1e-6
            if cost < best_cost:
                best, best_cost = k, cost
    k = best % n
    return buf[k:] + buf[:k]


def music_menu():
    """A calm minor-key lute waltz with a flute melody (3/4, 100 BPM, 16 bars)."""
    bpm = 100
    beat = 60 / bpm
    bars = ["Am", "F", "C", "G", "Am", "F", "E", "E", "F", "G", "Em", "Am", "Dm", "Am", "E", "Am"]
    length = len(bars) * 3 * beat
    buf = zeros(length)
    seed = 1000
    for b, ch in enumerate(bars):
        t0 = b * 3 * beat
        root = chord_notes(ch, 2)[0]
        add(buf, pluck(root, 2.2, seed, bright=0.3, decay=0.998), t0, 0.5, wrap=True)
        seed += 1
        tones = chord_notes(ch, 3) + chord_notes(ch, 4)[:2]
        pattern = [1, 2, 3, 4, 3, 2]
        for k, idx in enumerate(pattern):
            add(buf, pluck(tones[idx], 1.2, seed, bright=0.45, decay=0.995), t0 + k * beat / 2, 0.22, wrap=True)
            seed += 1
    melody = [
        [("A4", 1), ("C5", 1), ("E5", 1)], [("F5", 2), ("E5", 1)], [("D5", 1), ("C5", 1), ("E5", 1)],
        [("D5", 2), ("B4", 1)], [("C5", 1), ("B4", 1), ("A4", 1)], [("A4", 1), ("C5", 1), ("F5", 1)],
        [("E5", 1.5), ("D5", 0.5), ("B4", 1)], [("G#4", 2), ("B4", 1)], [("A4", 1), ("C5", 1), ("F5", 1)],
        [("G5", 1.5), ("F5", 0.5), ("D5", 1)], [("E5", 1), ("B4", 1), ("E5", 1)], [("C5", 2), ("A4", 1)],
        [("D5", 1), ("F5", 1), ("A5", 1)], [("A5", 1.5), ("G5", 0.5), ("E5", 1)],
        [("D5", 1), ("B4", 1), ("G#4", 1)], [("A4", 3)],
    ]
    for b, bar in enumerate(melody):
        t = b * 3 * beat
        for n, d in bar:
            dur = d * beat
            tone = osc(T_FLUTE, note_freq(n), dur + 0.15, vib=0.006, vib_rate=5)
            tone = mul(tone, env_adsr(len(tone), 0.06, 0.15, 0.75, 0.18))
            add(buf, tone, t, 0.2, wrap=True)
            t += dur
    # soft pad an octave below the melody for warmth
    for b, ch in enumerate(bars):
        for f in chord_notes(ch, 3):
            tone = osc(T_SINE, f, 3 * beat + 0.3)
            add(buf, mul(tone, env_adsr(len(tone), 0.4, 0.3, 0.7, 0.5)), b * 3 * beat, 0.05, wrap=True)
    buf = reverb(buf, loop=True, mix_wet=0.22)
    return loop_ready(buf)


def kick():
    d = 0.18
    return mul(osc(T_SINE, lambda t: 50 + 110 * math.exp(-t * 30), d), env_exp(int(d * SR), 0.06))


def snare(seed):
    d = 0.16
    n = mul(bandpass(noise(d, seed), 900, 6000), env_exp(int(d * SR), 0.045))
    add(n, mul(osc(T_SINE, 190, d), env_exp(int(d * SR), 0.03)), 0, 0.5)
    return n


def hat(seed):
    d = 0.05
    return mul(highpass(noise(d, seed), 6000), env_exp(int(d * SR), 0.012))


def music_platformer():
    """An upbeat chiptune loop: pulse lead, triangle bass, arpeggios and light drums (4/4, 132 BPM, 16 bars)."""
    bpm = 132
    beat = 60 / bpm
    e8 = beat / 2
    bars = ["C", "Am", "F", "G", "C", "Am", "F", "C", "F", "G", "Em", "Am", "F", "G", "C", "G"]
    length = len(bars) * 4 * beat
    buf = zeros(length)
    melody = [
        [("E5", 2), ("G5", 2), ("C6", 2), ("G5", 2)], [("A5", 3), ("G5", 1), ("E5", 2), ("C5", 2)],
        [("F5", 2), ("A5", 2), ("C6", 2), ("A5", 2)], [("G5", 4), ("D5", 2), ("B4", 2)],
        [("E5", 1), ("F5", 1), ("G5", 2), ("E5", 2), ("C5", 2)], [("A4", 2), ("C5", 2), ("E5", 2), ("A5", 2)],
        [("A5", 2), ("G5", 2), ("F5", 2), ("D5", 2)], [("C5", 6), (None, 2)],
        [("A5", 2), ("A5", 1), ("G5", 1), ("F5", 2), ("A5", 2)],
        [("B5", 2), ("B5", 1), ("A5", 1), ("G5", 2), ("D5", 2)],
        [("E5", 2), ("G5", 2), ("B5", 2), ("G5", 2)], [("A5", 4), ("E5", 2), ("C5", 2)],
        [("F5", 2), ("G5", 2), ("A5", 2), ("C6", 2)], [("B5", 2), ("A5", 2), ("G5", 2), ("F5", 2)],
        [("E5", 2), ("G5", 2), ("C6", 3), ("B5", 1)], [("D6", 2), ("B5", 2), ("G5", 2), ("D5", 2)],
    ]
    for b, bar in enumerate(melody):
        t = b * 4 * beat
        for n, d in bar:
            dur = d * e8
            if n:
                tone = osc(T_PULSE25, note_freq(n), dur * 0.92, vib=0.005, vib_rate=6)
                tone = lowpass(mul(tone, env_adsr(len(tone), 0.008, 0.08, 0.7, 0.05)), 4200)
                add(buf, tone, t, 0.16, wrap=True)
                # soft echo one eighth later
                add(buf, tone, t + e8 * 1.5, 0.05, wrap=True)
            t += dur
    for b, ch in enumerate(bars):
        t0 = b * 4 * beat
        root = chord_notes(ch, 2)[0]
        fifth = chord_notes(ch, 2)[2]
        # bouncing triangle bass: root, octave, fifth, octave
        for k in range(8):
            f = (root, root * 2, fifth, root * 2)[k % 4]
            d = e8 * 0.85
            tone = mul(osc(T_TRI, f, d), env_adsr(int(d * SR), 0.005, 0.05, 0.8, 0.03))
            add(buf, tone, t0 + k * e8, 0.28, wrap=True)
        # quiet sixteenth arpeggio
        tones = chord_notes(ch, 4)
        for k in range(16):
            f = (tones + [tones[1]])[k % 4]
            d = e8 / 2 * 0.8
            tone = mul(osc(T_PULSE12, f, d), env_exp(int(d * SR), 0.03))
            add(buf, lowpass(tone, 3500), t0 + k * e8 / 2, 0.045, wrap=True)
        # drums
        for k in range(4):
            tb = t0 + k * beat
            if k in (0, 2):
                add(buf, kick(), tb, 0.45, wrap=True)
            else:
                add(buf, snare(300 + b * 4 + k), tb, 0.2, wrap=True)
        for k in range(8):
            add(buf, hat(500 + b * 8 + k), t0 + k * e8, 0.07 if k % 2 else 0.1, wrap=True)
    buf = reverb(buf, loop=True, mix_wet=0.12)
    return loop_ready(buf)


MUSIC = {"music_menu": music_menu, "music_platformer": music_platformer}


def main(argv):
    names = argv or (list(SFX) + list(MUSIC))
    for name in names:
        t = time.time()
        if name in SFX:
            buf = SFX[name]()
        else:
            buf = MUSIC[name]()
        write_wav(name + ".wav", buf)
        print(f"{name:18s} {len(buf) / SR:5.2f} s  ({time.time() - t:4.1f} s to make)")


if __name__ == "__main__":
    main(sys.argv[1:])
