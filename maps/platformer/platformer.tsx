<?xml version="1.0" encoding="UTF-8"?>
<tileset version="1.8" tiledversion="1.8.2" name="platformer" tilewidth="48" tileheight="48" tilecount="49" columns="7">
 <image source="platformer_tiles.png" width="336" height="336"/>
 <tile id="12">
  <properties>
   <property name="platform" type="bool" value="false"/>
   <property name="one_way" type="bool" value="false"/>
   <property name="wall_left" type="bool" value="false"/>
   <property name="wall_right" type="bool" value="true"/>
  </properties>
 </tile>
 <tile id="13">
  <properties>
   <property name="platform" type="bool" value="false"/>
   <property name="one_way" type="bool" value="false"/>
   <property name="wall_left" type="bool" value="true"/>
   <property name="wall_right" type="bool" value="false"/>
  </properties>
 </tile>
 <tile id="14">
  <properties>
   <property name="platform" type="bool" value="false"/>
   <property name="one_way" type="bool" value="false"/>
   <property name="wall_left" type="bool" value="true"/>
   <property name="wall_right" type="bool" value="true"/>
  </properties>
 </tile>
 <tile id="15">
  <properties>
   <property name="platform" type="bool" value="true"/>
   <property name="one_way" type="bool" value="false"/>
   <property name="wall_left" type="bool" value="false"/>
   <property name="wall_right" type="bool" value="false"/>
  </properties>
 </tile>
 <tile id="16">
  <properties>
   <property name="platform" type="bool" value="true"/>
   <property name="one_way" type="bool" value="false"/>
   <property name="wall_left" type="bool" value="false"/>
   <property name="wall_right" type="bool" value="true"/>
  </properties>
 </tile>
 <tile id="17">
  <properties>
   <property name="platform" type="bool" value="true"/>
   <property name="one_way" type="bool" value="false"/>
   <property name="wall_left" type="bool" value="true"/>
   <property name="wall_right" type="bool" value="false"/>
  </properties>
 </tile>
 <tile id="18">
  <properties>
   <property name="platform" type="bool" value="true"/>
   <property name="one_way" type="bool" value="false"/>
   <property name="wall_left" type="bool" value="true"/>
   <property name="wall_right" type="bool" value="true"/>
  </properties>
 </tile>
 <tile id="19">
  <properties>
   <property name="platform" type="bool" value="false"/>
   <property name="one_way" type="bool" value="false"/>
   <property name="wall_left" type="bool" value="false"/>
   <property name="wall_right" type="bool" value="true"/>
  </properties>
 </tile>
 <tile id="20">
  <properties>
   <property name="platform" type="bool" value="false"/>
   <property name="one_way" type="bool" value="false"/>
   <property name="wall_left" type="bool" value="true"/>
   <property name="wall_right" type="bool" value="false"/>
  </properties>
 </tile>
 <tile id="21">
  <properties>
   <property name="platform" type="bool" value="false"/>
   <property name="one_way" type="bool" value="false"/>
   <property name="wall_left" type="bool" value="true"/>
   <property name="wall_right" type="bool" value="true"/>
  </properties>
 </tile>
 <tile id="22">
  <properties>
   <property name="platform" type="bool" value="true"/>
   <property name="one_way" type="bool" value="false"/>
   <property name="wall_left" type="bool" value="false"/>
   <property name="wall_right" type="bool" value="false"/>
  </properties>
 </tile>
 <tile id="23">
  <properties>
   <property name="platform" type="bool" value="true"/>
   <property name="one_way" type="bool" value="false"/>
   <property name="wall_left" type="bool" value="false"/>
   <property name="wall_right" type="bool" value="true"/>
  </properties>
 </tile>
 <tile id="24">
  <properties>
   <property name="platform" type="bool" value="true"/>
   <property name="one_way" type="bool" value="false"/>
   <property name="wall_left" type="bool" value="true"/>
   <property name="wall_right" type="bool" value="false"/>
  </properties>
 </tile>
 <tile id="25">
  <properties>
   <property name="platform" type="bool" value="true"/>
   <property name="one_way" type="bool" value="false"/>
   <property name="wall_left" type="bool" value="true"/>
   <property name="wall_right" type="bool" value="true"/>
  </properties>
 </tile>
 <tile id="26">
  <properties>
   <property name="platform" type="bool" value="false"/>
   <property name="one_way" type="bool" value="false"/>
   <property name="wall_left" type="bool" value="false"/>
   <property name="wall_right" type="bool" value="true"/>
  </properties>
 </tile>
 <tile id="27">
  <properties>
   <property name="platform" type="bool" value="false"/>
   <property name="one_way" type="bool" value="false"/>
   <property name="wall_left" type="bool" value="true"/>
   <property name="wall_right" type="bool" value="false"/>
  </properties>
 </tile>
 <tile id="28">
  <properties>
   <property name="platform" type="bool" value="false"/>
   <property name="one_way" type="bool" value="false"/>
   <property name="wall_left" type="bool" value="true"/>
   <property name="wall_right" type="bool" value="true"/>
  </properties>
 </tile>
 <tile id="29">
  <properties>
   <property name="platform" type="bool" value="true"/>
   <property name="one_way" type="bool" value="false"/>
   <property name="wall_left" type="bool" value="false"/>
   <property name="wall_right" type="bool" value="false"/>
  </properties>
 </tile>
 <tile id="30">
  <properties>
   <property name="platform" type="bool" value="true"/>
   <property name="one_way" type="bool" value="false"/>
   <property name="wall_left" type="bool" value="false"/>
   <property name="wall_right" type="bool" value="true"/>
  </properties>
 </tile>
 <tile id="31">
  <properties>
   <property name="platform" type="bool" value="true"/>
   <property name="one_way" type="bool" value="false"/>
   <property name="wall_left" type="bool" value="true"/>
   <property name="wall_right" type="bool" value="false"/>
  </properties>
 </tile>
 <tile id="32">
  <properties>
   <property name="platform" type="bool" value="true"/>
   <property name="one_way" type="bool" value="false"/>
   <property name="wall_left" type="bool" value="true"/>
   <property name="wall_right" type="bool" value="true"/>
  </properties>
 </tile>
 <tile id="33">
  <properties>
   <property name="platform" type="bool" value="true"/>
   <property name="one_way" type="bool" value="true"/>
   <property name="wall_left" type="bool" value="false"/>
   <property name="wall_right" type="bool" value="false"/>
  </properties>
 </tile>
 <tile id="34">
  <properties>
   <property name="platform" type="bool" value="true"/>
   <property name="one_way" type="bool" value="true"/>
   <property name="wall_left" type="bool" value="false"/>
   <property name="wall_right" type="bool" value="true"/>
  </properties>
 </tile>
 <tile id="35">
  <properties>
   <property name="platform" type="bool" value="true"/>
   <property name="one_way" type="bool" value="true"/>
   <property name="wall_left" type="bool" value="true"/>
   <property name="wall_right" type="bool" value="false"/>
  </properties>
 </tile>
 <tile id="36">
  <properties>
   <property name="platform" type="bool" value="true"/>
   <property name="one_way" type="bool" value="true"/>
   <property name="wall_left" type="bool" value="true"/>
   <property name="wall_right" type="bool" value="true"/>
  </properties>
 </tile>
 <tile id="37">
  <properties>
   <property name="feature" type="string" value="ladder"/>
  </properties>
 </tile>
 <tile id="38">
  <properties>
   <property name="feature" type="string" value="ladder"/>
  </properties>
 </tile>
 <tile id="39">
  <properties>
   <property name="feature" type="string" value="ladder"/>
  </properties>
 </tile>
 <tile id="40">
  <properties>
   <property name="feature" type="string" value="trap"/>
  </properties>
 </tile>
 <tile id="41">
  <properties>
   <property name="feature" type="string" value="trap"/>
  </properties>
 </tile>
 <tile id="42">
  <properties>
   <property name="feature" type="string" value="portal"/>
  </properties>
 </tile>
 <tile id="43">
  <properties>
   <property name="feature" type="string" value="shop"/>
  </properties>
 </tile>
 <tile id="44">
  <properties>
   <property name="marker" type="string" value="spawn"/>
  </properties>
 </tile>
 <tile id="45">
  <properties>
   <property name="marker" type="string" value="gold"/>
  </properties>
 </tile>
 <tile id="46">
  <properties>
   <property name="marker" type="string" value="gem"/>
  </properties>
 </tile>
 <tile id="47">
  <properties>
   <property name="marker" type="string" value="boss_spawn"/>
  </properties>
 </tile>
 <tile id="48">
  <properties>
   <property name="marker" type="string" value="boss_token"/>
  </properties>
 </tile>
</tileset>
