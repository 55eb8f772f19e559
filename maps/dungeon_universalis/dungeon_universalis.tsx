<?xml version="1.0" encoding="UTF-8"?>
<tileset version="1.8" tiledversion="1.8.2" name="dungeon_universalis" tilewidth="32" tileheight="32" tilecount="45" columns="10">
 <image source="dungeon_universalis_tiles.png" width="320" height="160"/>
 <tile id="0">
  <properties>
   <property name="kind" type="string" value="corridor"/>
  </properties>
 </tile>
 <tile id="1">
  <properties>
   <property name="kind" type="string" value="room"/>
  </properties>
 </tile>
 <tile id="2">
  <properties>
   <property name="kind" type="string" value="main"/>
  </properties>
 </tile>
 <tile id="3">
  <properties>
   <property name="section" type="int" value="1"/>
  </properties>
 </tile>
 <tile id="4">
  <properties>
   <property name="section" type="int" value="2"/>
  </properties>
 </tile>
 <tile id="5">
  <properties>
   <property name="section" type="int" value="3"/>
  </properties>
 </tile>
 <tile id="6">
  <properties>
   <property name="section" type="int" value="4"/>
  </properties>
 </tile>
 <tile id="7">
  <properties>
   <property name="section" type="int" value="5"/>
  </properties>
 </tile>
 <tile id="8">
  <properties>
   <property name="section" type="int" value="6"/>
  </properties>
 </tile>
 <tile id="9">
  <properties>
   <property name="section" type="int" value="7"/>
  </properties>
 </tile>
 <tile id="10">
  <properties>
   <property name="section" type="int" value="8"/>
  </properties>
 </tile>
 <tile id="11">
  <properties>
   <property name="section" type="int" value="9"/>
  </properties>
 </tile>
 <tile id="12">
  <properties>
   <property name="section" type="int" value="10"/>
  </properties>
 </tile>
 <tile id="13">
  <properties>
   <property name="section" type="int" value="11"/>
  </properties>
 </tile>
 <tile id="14">
  <properties>
   <property name="section" type="int" value="12"/>
  </properties>
 </tile>
 <tile id="15">
  <properties>
   <property name="north" type="string" value="none"/>
   <property name="west" type="string" value="wall"/>
  </properties>
 </tile>
 <tile id="16">
  <properties>
   <property name="north" type="string" value="none"/>
   <property name="west" type="string" value="door"/>
  </properties>
 </tile>
 <tile id="17">
  <properties>
   <property name="north" type="string" value="wall"/>
   <property name="west" type="string" value="none"/>
  </properties>
 </tile>
 <tile id="18">
  <properties>
   <property name="north" type="string" value="wall"/>
   <property name="west" type="string" value="wall"/>
  </properties>
 </tile>
 <tile id="19">
  <properties>
   <property name="north" type="string" value="wall"/>
   <property name="west" type="string" value="door"/>
  </properties>
 </tile>
 <tile id="20">
  <properties>
   <property name="north" type="string" value="door"/>
   <property name="west" type="string" value="none"/>
  </properties>
 </tile>
 <tile id="21">
  <properties>
   <property name="north" type="string" value="door"/>
   <property name="west" type="string" value="wall"/>
  </properties>
 </tile>
 <tile id="22">
  <properties>
   <property name="north" type="string" value="door"/>
   <property name="west" type="string" value="door"/>
  </properties>
 </tile>
 <tile id="23">
  <properties>
   <property name="arrow" type="string" value="n"/>
  </properties>
 </tile>
 <tile id="24">
  <properties>
   <property name="arrow" type="string" value="e"/>
  </properties>
 </tile>
 <tile id="25">
  <properties>
   <property name="arrow" type="string" value="s"/>
  </properties>
 </tile>
 <tile id="26">
  <properties>
   <property name="arrow" type="string" value="w"/>
  </properties>
 </tile>
 <tile id="27">
  <properties>
   <property name="furniture" type="string" value="table"/>
   <property name="height" type="int" value="1"/>
   <property name="cover" type="string" value="light"/>
   <property name="passable" type="bool" value="true"/>
   <property name="difficult" type="bool" value="false"/>
  </properties>
 </tile>
 <tile id="28">
  <properties>
   <property name="furniture" type="string" value="barrel"/>
   <property name="height" type="int" value="1"/>
   <property name="cover" type="string" value="light"/>
   <property name="passable" type="bool" value="true"/>
   <property name="difficult" type="bool" value="false"/>
  </properties>
 </tile>
 <tile id="29">
  <properties>
   <property name="furniture" type="string" value="chest"/>
   <property name="height" type="int" value="1"/>
   <property name="cover" type="string" value="light"/>
   <property name="passable" type="bool" value="true"/>
   <property name="difficult" type="bool" value="false"/>
  </properties>
 </tile>
 <tile id="30">
  <properties>
   <property name="furniture" type="string" value="bookcase"/>
   <property name="height" type="int" value="2"/>
   <property name="cover" type="string" value="heavy"/>
   <property name="passable" type="bool" value="false"/>
   <property name="difficult" type="bool" value="false"/>
  </properties>
 </tile>
 <tile id="31">
  <properties>
   <property name="furniture" type="string" value="statue"/>
   <property name="height" type="int" value="3"/>
   <property name="cover" type="string" value="heavy"/>
   <property name="passable" type="bool" value="false"/>
   <property name="difficult" type="bool" value="false"/>
  </properties>
 </tile>
 <tile id="32">
  <properties>
   <property name="furniture" type="string" value="rubble"/>
   <property name="height" type="int" value="0"/>
   <property name="cover" type="string" value="none"/>
   <property name="passable" type="bool" value="true"/>
   <property name="difficult" type="bool" value="true"/>
  </properties>
 </tile>
 <tile id="33">
  <properties>
   <property name="furniture" type="string" value="throne"/>
   <property name="height" type="int" value="1"/>
   <property name="cover" type="string" value="light"/>
   <property name="passable" type="bool" value="true"/>
   <property name="difficult" type="bool" value="false"/>
  </properties>
 </tile>
 <tile id="34">
  <properties>
   <property name="furniture" type="string" value="altar"/>
   <property name="height" type="int" value="1"/>
   <property name="cover" type="string" value="heavy"/>
   <property name="passable" type="bool" value="false"/>
   <property name="difficult" type="bool" value="false"/>
  </properties>
 </tile>
 <tile id="35">
  <properties>
   <property name="mark" type="string" value="start"/>
  </properties>
 </tile>
 <tile id="36">
  <properties>
   <property name="mark" type="string" value="exit"/>
  </properties>
 </tile>
 <tile id="37">
  <properties>
   <property name="furniture" type="string" value="crate"/>
   <property name="height" type="int" value="1"/>
   <property name="cover" type="string" value="light"/>
   <property name="passable" type="bool" value="true"/>
   <property name="difficult" type="bool" value="false"/>
   <property name="movable" type="bool" value="true"/>
  </properties>
 </tile>
 <tile id="38">
  <properties>
   <property name="terrain" type="string" value="pit"/>
   <property name="depth" type="int" value="2"/>
  </properties>
 </tile>
 <tile id="39">
  <properties>
   <property name="terrain" type="string" value="water"/>
  </properties>
 </tile>
 <tile id="40">
  <properties>
   <property name="terrain" type="string" value="walkway"/>
  </properties>
 </tile>
 <tile id="41">
  <properties>
   <property name="terrain" type="string" value="level"/>
   <property name="level" type="int" value="1"/>
  </properties>
 </tile>
 <tile id="42">
  <properties>
   <property name="terrain" type="string" value="level"/>
   <property name="level" type="int" value="2"/>
  </properties>
 </tile>
 <tile id="43">
  <properties>
   <property name="terrain" type="string" value="level"/>
   <property name="level" type="int" value="3"/>
  </properties>
 </tile>
 <tile id="44">
  <properties>
   <property name="terrain" type="string" value="stairs"/>
   <property name="level" type="int" value="1"/>
   <property name="rise" type="string" value="e"/>
  </properties>
 </tile>
</tileset>
