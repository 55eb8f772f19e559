<?xml version="1.0" encoding="UTF-8"?>
<tileset version="1.8" tiledversion="1.8.2" name="star_quest" tilewidth="32" tileheight="32" tilecount="22" columns="8">
 <image source="star_quest_tiles.png" width="256" height="96"/>
 <tile id="0">
  <properties>
   <property name="terrain" type="string" value="open"/>
   <property name="height" type="int" value="0"/>
  </properties>
 </tile>
 <tile id="1">
  <properties>
   <property name="terrain" type="string" value="ruins"/>
   <property name="height" type="int" value="0"/>
  </properties>
 </tile>
 <tile id="2">
  <properties>
   <property name="terrain" type="string" value="crates"/>
   <property name="height" type="int" value="0"/>
  </properties>
 </tile>
 <tile id="3">
  <properties>
   <property name="terrain" type="string" value="barricade"/>
   <property name="height" type="int" value="0"/>
  </properties>
 </tile>
 <tile id="4">
  <properties>
   <property name="terrain" type="string" value="container"/>
   <property name="height" type="int" value="0"/>
  </properties>
 </tile>
 <tile id="5">
  <properties>
   <property name="terrain" type="string" value="wall"/>
   <property name="height" type="int" value="0"/>
  </properties>
 </tile>
 <tile id="6">
  <properties>
   <property name="terrain" type="string" value="spire"/>
   <property name="height" type="int" value="0"/>
  </properties>
 </tile>
 <tile id="7">
  <properties>
   <property name="terrain" type="string" value="scrub"/>
   <property name="height" type="int" value="0"/>
  </properties>
 </tile>
 <tile id="8">
  <properties>
   <property name="terrain" type="string" value="fungus"/>
   <property name="height" type="int" value="0"/>
  </properties>
 </tile>
 <tile id="9">
  <properties>
   <property name="terrain" type="string" value="acid"/>
   <property name="height" type="int" value="0"/>
  </properties>
 </tile>
 <tile id="10">
  <properties>
   <property name="terrain" type="string" value="wreck"/>
   <property name="height" type="int" value="0"/>
  </properties>
 </tile>
 <tile id="11">
  <properties>
   <property name="terrain" type="string" value="platform"/>
   <property name="height" type="int" value="2"/>
  </properties>
 </tile>
 <tile id="12">
  <properties>
   <property name="terrain" type="string" value="platform"/>
   <property name="height" type="int" value="3"/>
  </properties>
 </tile>
 <tile id="13">
  <properties>
   <property name="terrain" type="string" value="tower"/>
   <property name="height" type="int" value="6"/>
  </properties>
 </tile>
 <tile id="14">
  <properties>
   <property name="mark" type="string" value="deploy"/>
  </properties>
 </tile>
 <tile id="15">
  <properties>
   <property name="mark" type="string" value="spawn_1"/>
  </properties>
 </tile>
 <tile id="16">
  <properties>
   <property name="mark" type="string" value="spawn_2"/>
  </properties>
 </tile>
 <tile id="17">
  <properties>
   <property name="mark" type="string" value="spawn_3"/>
  </properties>
 </tile>
 <tile id="18">
  <properties>
   <property name="mark" type="string" value="ai_objective"/>
  </properties>
 </tile>
 <tile id="19">
  <properties>
   <property name="mark" type="string" value="element"/>
  </properties>
 </tile>
 <tile id="20">
  <properties>
   <property name="mark" type="string" value="search"/>
  </properties>
 </tile>
 <tile id="21">
  <properties>
   <property name="mark" type="string" value="exit"/>
  </properties>
 </tile>
</tileset>
