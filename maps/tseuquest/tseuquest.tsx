<?xml version="1.0" encoding="UTF-8"?>
<tileset version="1.8" tiledversion="1.8.2" name="tseuquest" tilewidth="32" tileheight="32" tilecount="118" columns="12">
 <image source="tseuquest_tiles.png" width="384" height="320"/>
 <tile id="0">
  <properties>
   <property name="room" type="int" value="0"/>
   <property name="solid" type="bool" value="true"/>
  </properties>
 </tile>
 <tile id="1">
  <properties>
   <property name="room" type="int" value="0"/>
   <property name="solid" type="bool" value="false"/>
  </properties>
 </tile>
 <tile id="2">
  <properties>
   <property name="room" type="int" value="1"/>
   <property name="solid" type="bool" value="false"/>
  </properties>
 </tile>
 <tile id="3">
  <properties>
   <property name="room" type="int" value="2"/>
   <property name="solid" type="bool" value="false"/>
  </properties>
 </tile>
 <tile id="4">
  <properties>
   <property name="room" type="int" value="3"/>
   <property name="solid" type="bool" value="false"/>
  </properties>
 </tile>
 <tile id="5">
  <properties>
   <property name="room" type="int" value="4"/>
   <property name="solid" type="bool" value="false"/>
  </properties>
 </tile>
 <tile id="6">
  <properties>
   <property name="room" type="int" value="5"/>
   <property name="solid" type="bool" value="false"/>
  </properties>
 </tile>
 <tile id="7">
  <properties>
   <property name="room" type="int" value="6"/>
   <property name="solid" type="bool" value="false"/>
  </properties>
 </tile>
 <tile id="8">
  <properties>
   <property name="room" type="int" value="7"/>
   <property name="solid" type="bool" value="false"/>
  </properties>
 </tile>
 <tile id="9">
  <properties>
   <property name="room" type="int" value="8"/>
   <property name="solid" type="bool" value="false"/>
  </properties>
 </tile>
 <tile id="10">
  <properties>
   <property name="room" type="int" value="9"/>
   <property name="solid" type="bool" value="false"/>
  </properties>
 </tile>
 <tile id="11">
  <properties>
   <property name="room" type="int" value="10"/>
   <property name="solid" type="bool" value="false"/>
  </properties>
 </tile>
 <tile id="12">
  <properties>
   <property name="room" type="int" value="11"/>
   <property name="solid" type="bool" value="false"/>
  </properties>
 </tile>
 <tile id="13">
  <properties>
   <property name="room" type="int" value="12"/>
   <property name="solid" type="bool" value="false"/>
  </properties>
 </tile>
 <tile id="14">
  <properties>
   <property name="room" type="int" value="13"/>
   <property name="solid" type="bool" value="false"/>
  </properties>
 </tile>
 <tile id="15">
  <properties>
   <property name="room" type="int" value="14"/>
   <property name="solid" type="bool" value="false"/>
  </properties>
 </tile>
 <tile id="16">
  <properties>
   <property name="room" type="int" value="15"/>
   <property name="solid" type="bool" value="false"/>
  </properties>
 </tile>
 <tile id="17">
  <properties>
   <property name="room" type="int" value="16"/>
   <property name="solid" type="bool" value="false"/>
  </properties>
 </tile>
 <tile id="18">
  <properties>
   <property name="north" type="string" value="none"/>
   <property name="west" type="string" value="wall"/>
  </properties>
 </tile>
 <tile id="19">
  <properties>
   <property name="north" type="string" value="none"/>
   <property name="west" type="string" value="door"/>
  </properties>
 </tile>
 <tile id="20">
  <properties>
   <property name="north" type="string" value="none"/>
   <property name="west" type="string" value="secret"/>
  </properties>
 </tile>
 <tile id="21">
  <properties>
   <property name="north" type="string" value="none"/>
   <property name="west" type="string" value="ruined"/>
  </properties>
 </tile>
 <tile id="22">
  <properties>
   <property name="north" type="string" value="none"/>
   <property name="west" type="string" value="gate"/>
  </properties>
 </tile>
 <tile id="23">
  <properties>
   <property name="north" type="string" value="wall"/>
   <property name="west" type="string" value="none"/>
  </properties>
 </tile>
 <tile id="24">
  <properties>
   <property name="north" type="string" value="wall"/>
   <property name="west" type="string" value="wall"/>
  </properties>
 </tile>
 <tile id="25">
  <properties>
   <property name="north" type="string" value="wall"/>
   <property name="west" type="string" value="door"/>
  </properties>
 </tile>
 <tile id="26">
  <properties>
   <property name="north" type="string" value="wall"/>
   <property name="west" type="string" value="secret"/>
  </properties>
 </tile>
 <tile id="27">
  <properties>
   <property name="north" type="string" value="wall"/>
   <property name="west" type="string" value="ruined"/>
  </properties>
 </tile>
 <tile id="28">
  <properties>
   <property name="north" type="string" value="wall"/>
   <property name="west" type="string" value="gate"/>
  </properties>
 </tile>
 <tile id="29">
  <properties>
   <property name="north" type="string" value="door"/>
   <property name="west" type="string" value="none"/>
  </properties>
 </tile>
 <tile id="30">
  <properties>
   <property name="north" type="string" value="door"/>
   <property name="west" type="string" value="wall"/>
  </properties>
 </tile>
 <tile id="31">
  <properties>
   <property name="north" type="string" value="door"/>
   <property name="west" type="string" value="door"/>
  </properties>
 </tile>
 <tile id="32">
  <properties>
   <property name="north" type="string" value="door"/>
   <property name="west" type="string" value="secret"/>
  </properties>
 </tile>
 <tile id="33">
  <properties>
   <property name="north" type="string" value="door"/>
   <property name="west" type="string" value="ruined"/>
  </properties>
 </tile>
 <tile id="34">
  <properties>
   <property name="north" type="string" value="door"/>
   <property name="west" type="string" value="gate"/>
  </properties>
 </tile>
 <tile id="35">
  <properties>
   <property name="north" type="string" value="secret"/>
   <property name="west" type="string" value="none"/>
  </properties>
 </tile>
 <tile id="36">
  <properties>
   <property name="north" type="string" value="secret"/>
   <property name="west" type="string" value="wall"/>
  </properties>
 </tile>
 <tile id="37">
  <properties>
   <property name="north" type="string" value="secret"/>
   <property name="west" type="string" value="door"/>
  </properties>
 </tile>
 <tile id="38">
  <properties>
   <property name="north" type="string" value="secret"/>
   <property name="west" type="string" value="secret"/>
  </properties>
 </tile>
 <tile id="39">
  <properties>
   <property name="north" type="string" value="secret"/>
   <property name="west" type="string" value="ruined"/>
  </properties>
 </tile>
 <tile id="40">
  <properties>
   <property name="north" type="string" value="secret"/>
   <property name="west" type="string" value="gate"/>
  </properties>
 </tile>
 <tile id="41">
  <properties>
   <property name="north" type="string" value="ruined"/>
   <property name="west" type="string" value="none"/>
  </properties>
 </tile>
 <tile id="42">
  <properties>
   <property name="north" type="string" value="ruined"/>
   <property name="west" type="string" value="wall"/>
  </properties>
 </tile>
 <tile id="43">
  <properties>
   <property name="north" type="string" value="ruined"/>
   <property name="west" type="string" value="door"/>
  </properties>
 </tile>
 <tile id="44">
  <properties>
   <property name="north" type="string" value="ruined"/>
   <property name="west" type="string" value="secret"/>
  </properties>
 </tile>
 <tile id="45">
  <properties>
   <property name="north" type="string" value="ruined"/>
   <property name="west" type="string" value="ruined"/>
  </properties>
 </tile>
 <tile id="46">
  <properties>
   <property name="north" type="string" value="ruined"/>
   <property name="west" type="string" value="gate"/>
  </properties>
 </tile>
 <tile id="47">
  <properties>
   <property name="north" type="string" value="gate"/>
   <property name="west" type="string" value="none"/>
  </properties>
 </tile>
 <tile id="48">
  <properties>
   <property name="north" type="string" value="gate"/>
   <property name="west" type="string" value="wall"/>
  </properties>
 </tile>
 <tile id="49">
  <properties>
   <property name="north" type="string" value="gate"/>
   <property name="west" type="string" value="door"/>
  </properties>
 </tile>
 <tile id="50">
  <properties>
   <property name="north" type="string" value="gate"/>
   <property name="west" type="string" value="secret"/>
  </properties>
 </tile>
 <tile id="51">
  <properties>
   <property name="north" type="string" value="gate"/>
   <property name="west" type="string" value="ruined"/>
  </properties>
 </tile>
 <tile id="52">
  <properties>
   <property name="north" type="string" value="gate"/>
   <property name="west" type="string" value="gate"/>
  </properties>
 </tile>
 <tile id="53">
  <properties>
   <property name="scenery" type="string" value="altar"/>
  </properties>
 </tile>
 <tile id="54">
  <properties>
   <property name="scenery" type="string" value="sarcophagus"/>
  </properties>
 </tile>
 <tile id="55">
  <properties>
   <property name="scenery" type="string" value="torture_rack"/>
  </properties>
 </tile>
 <tile id="56">
  <properties>
   <property name="scenery" type="string" value="cupboard"/>
  </properties>
 </tile>
 <tile id="57">
  <properties>
   <property name="scenery" type="string" value="weapon_rack"/>
  </properties>
 </tile>
 <tile id="58">
  <properties>
   <property name="scenery" type="string" value="chest"/>
  </properties>
 </tile>
 <tile id="59">
  <properties>
   <property name="scenery" type="string" value="barrel"/>
  </properties>
 </tile>
 <tile id="60">
  <properties>
   <property name="scenery" type="string" value="fireplace"/>
  </properties>
 </tile>
 <tile id="61">
  <properties>
   <property name="scenery" type="string" value="stairs"/>
  </properties>
 </tile>
 <tile id="62">
  <properties>
   <property name="scenery" type="string" value="trapdoor"/>
  </properties>
 </tile>
 <tile id="63">
  <properties>
   <property name="scenery" type="string" value="mirror"/>
  </properties>
 </tile>
 <tile id="64">
  <properties>
   <property name="scenery" type="string" value="statue"/>
  </properties>
 </tile>
 <tile id="65">
  <properties>
   <property name="scenery" type="string" value="guillotine"/>
  </properties>
 </tile>
 <tile id="66">
  <properties>
   <property name="scenery" type="string" value="cage"/>
  </properties>
 </tile>
 <tile id="67">
  <properties>
   <property name="scenery" type="string" value="wall_line"/>
  </properties>
 </tile>
 <tile id="68">
  <properties>
   <property name="scenery" type="string" value="table"/>
  </properties>
 </tile>
 <tile id="69">
  <properties>
   <property name="scenery" type="string" value="ruined_wall"/>
  </properties>
 </tile>
 <tile id="70">
  <properties>
   <property name="scenery" type="string" value="lever"/>
  </properties>
 </tile>
 <tile id="71">
  <properties>
   <property name="scenery" type="string" value="pendulum"/>
  </properties>
 </tile>
 <tile id="72">
  <properties>
   <property name="scenery" type="string" value="portal"/>
  </properties>
 </tile>
 <tile id="73">
  <properties>
   <property name="scenery" type="string" value="well"/>
  </properties>
 </tile>
 <tile id="74">
  <properties>
   <property name="scenery" type="string" value="open_door"/>
  </properties>
 </tile>
 <tile id="75">
  <properties>
   <property name="scenery" type="string" value="closed_door"/>
  </properties>
 </tile>
 <tile id="76">
  <properties>
   <property name="scenery" type="string" value="portcullis"/>
  </properties>
 </tile>
 <tile id="77">
  <properties>
   <property name="scenery" type="string" value="fallen_rock"/>
  </properties>
 </tile>
 <tile id="78">
  <properties>
   <property name="scenery" type="string" value="fallen_rock_double"/>
  </properties>
 </tile>
 <tile id="79">
  <properties>
   <property name="scenery" type="string" value="chair"/>
  </properties>
 </tile>
 <tile id="80">
  <properties>
   <property name="scenery" type="string" value="throne"/>
  </properties>
 </tile>
 <tile id="81">
  <properties>
   <property name="scenery" type="string" value="floor_trap"/>
  </properties>
 </tile>
 <tile id="82">
  <properties>
   <property name="scenery" type="string" value="wall_trap"/>
  </properties>
 </tile>
 <tile id="83">
  <properties>
   <property name="trap" type="string" value="rocks"/>
   <property name="side" type="string" value="cell"/>
  </properties>
 </tile>
 <tile id="84">
  <properties>
   <property name="trap" type="string" value="arrows_cell"/>
   <property name="side" type="string" value="cell"/>
  </properties>
 </tile>
 <tile id="85">
  <properties>
   <property name="trap" type="string" value="pit"/>
   <property name="side" type="string" value="cell"/>
  </properties>
 </tile>
 <tile id="86">
  <properties>
   <property name="trap" type="string" value="deep_pit"/>
   <property name="side" type="string" value="cell"/>
  </properties>
 </tile>
 <tile id="87">
  <properties>
   <property name="trap" type="string" value="glyph_fire"/>
   <property name="side" type="string" value="cell"/>
  </properties>
 </tile>
 <tile id="88">
  <properties>
   <property name="trap" type="string" value="glyph_sleep"/>
   <property name="side" type="string" value="cell"/>
  </properties>
 </tile>
 <tile id="89">
  <properties>
   <property name="trap" type="string" value="glyph_drain"/>
   <property name="side" type="string" value="cell"/>
  </properties>
 </tile>
 <tile id="90">
  <properties>
   <property name="trap" type="string" value="spears"/>
   <property name="side" type="string" value="north"/>
  </properties>
 </tile>
 <tile id="91">
  <properties>
   <property name="trap" type="string" value="spears"/>
   <property name="side" type="string" value="west"/>
  </properties>
 </tile>
 <tile id="92">
  <properties>
   <property name="trap" type="string" value="axes"/>
   <property name="side" type="string" value="north"/>
  </properties>
 </tile>
 <tile id="93">
  <properties>
   <property name="trap" type="string" value="axes"/>
   <property name="side" type="string" value="west"/>
  </properties>
 </tile>
 <tile id="94">
  <properties>
   <property name="trap" type="string" value="arrows"/>
   <property name="side" type="string" value="north"/>
  </properties>
 </tile>
 <tile id="95">
  <properties>
   <property name="trap" type="string" value="arrows"/>
   <property name="side" type="string" value="west"/>
  </properties>
 </tile>
 <tile id="96">
  <properties>
   <property name="zone" type="int" value="1"/>
  </properties>
 </tile>
 <tile id="97">
  <properties>
   <property name="zone" type="int" value="2"/>
  </properties>
 </tile>
 <tile id="98">
  <properties>
   <property name="zone" type="int" value="3"/>
  </properties>
 </tile>
 <tile id="99">
  <properties>
   <property name="zone" type="int" value="4"/>
  </properties>
 </tile>
 <tile id="100">
  <properties>
   <property name="zone" type="int" value="5"/>
  </properties>
 </tile>
 <tile id="101">
  <properties>
   <property name="zone" type="int" value="6"/>
  </properties>
 </tile>
 <tile id="102">
  <properties>
   <property name="zone" type="int" value="7"/>
  </properties>
 </tile>
 <tile id="103">
  <properties>
   <property name="zone" type="int" value="8"/>
  </properties>
 </tile>
 <tile id="104">
  <properties>
   <property name="mark" type="string" value="start"/>
  </properties>
 </tile>
 <tile id="105">
  <properties>
   <property name="mark" type="string" value="exit"/>
  </properties>
 </tile>
 <tile id="106">
  <properties>
   <property name="mark" type="string" value="wander"/>
  </properties>
 </tile>
 <tile id="107">
  <properties>
   <property name="mark" type="string" value="hidden_treasure"/>
  </properties>
 </tile>
 <tile id="108">
  <properties>
   <property name="monster" type="string" value="grubling"/>
  </properties>
 </tile>
 <tile id="109">
  <properties>
   <property name="monster" type="string" value="bonewalker"/>
  </properties>
 </tile>
 <tile id="110">
  <properties>
   <property name="monster" type="string" value="gnasher"/>
  </properties>
 </tile>
 <tile id="111">
  <properties>
   <property name="monster" type="string" value="rot_hound"/>
  </properties>
 </tile>
 <tile id="112">
  <properties>
   <property name="monster" type="string" value="mire_archer"/>
  </properties>
 </tile>
 <tile id="113">
  <properties>
   <property name="monster" type="string" value="stone_sentinel"/>
  </properties>
 </tile>
 <tile id="114">
  <properties>
   <property name="monster" type="string" value="osmund"/>
  </properties>
 </tile>
 <tile id="115">
  <properties>
   <property name="monster" type="string" value="vhal"/>
  </properties>
 </tile>
 <tile id="116">
  <properties>
   <property name="monster" type="string" value="skarn"/>
  </properties>
 </tile>
 <tile id="117">
  <properties>
   <property name="monster" type="string" value="brood_witch"/>
  </properties>
 </tile>
</tileset>
