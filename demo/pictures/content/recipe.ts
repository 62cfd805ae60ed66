/**
 * Recipes of the editorial pictures (data/content-images.json): what to draw
 * for each /images/content/{name}-{version}… key. A recipe is plain JSON, so
 * its hash names the picture's version: change a recipe and its URLs change.
 *
 * Three kinds:
 *   scene     a landscape, built from layers drawn back to front on the 1800×1200
 *             canvas (sky, mountains, water, ground, then things: houses, boats,
 *             waterfalls, horses…), or a room (kitchen, sauna…) whose window
 *             shows such a landscape, or the ice cave;
 *   map       the outline of Iceland with one region shaded;
 *   portrait  an illustrated head-and-shoulders portrait, face at the focal point.
 */
import type { HouseLook } from '../scene.ts';
import type { Light, Pt } from './kit.ts';

export type Snow = 'none' | 'caps' | 'streaks' | 'patches' | 'full';
/** A landscape colour: a palette tone or a #rrggbb colour (tinted by the light). */
export type Tone = 'far' | 'mid' | 'near' | 'dark' | 'green' | 'moss' | string;
export type GroundKind = 'meadow' | 'moss' | 'lava' | 'snow' | 'black-sand' | 'red-sand' | 'grey-sand' | 'geothermal' | 'rocks' | 'sandur' | 'rhyolite';
export type WaterKind = 'sea' | 'fjord' | 'lake' | 'lagoon' | 'glacial' | 'turquoise' | 'pool';

export type Layer =
  /** A generated mountain range between from and to (default the whole width). */
  | { t: 'range'; kind: 'peaks' | 'table' | 'hills' | 'glacier' | 'rhyolite'; base: number; height: number; from?: number; to?: number; tone?: Tone; snow?: Snow; jag?: number; foot?: string }
  /** A mountain drawn through the given silhouette points (left to right), closed down to base. */
  | { t: 'mass'; points: Pt[]; base?: number; style?: 'rough' | 'smooth' | 'table' | 'sharp'; tone?: Tone; snow?: Snow; snowLine?: number; shade?: boolean; foot?: string }
  /** A band of water from top to bottom (default: the canvas bottom); reflect mirrors what is drawn above. */
  | { t: 'water'; kind?: WaterKind; top: number; bottom?: number; reflect?: boolean; colour?: string; ripples?: number; edge?: Pt[] }
  /** Land from an edge (a y or a line of points) to the bottom. */
  | { t: 'ground'; kind: GroundKind; top: number | Pt[]; texture?: number; colour?: string }
  /** White breakers along a shore line. */
  | { t: 'surf'; y: number; from?: number; to?: number; rows?: number }
  | { t: 'house'; x: number; y: number; scale?: number; look: Partial<HouseLook> & { wall: string; roof: string }; lit?: boolean }
  /** A row of small coloured houses (a village), optionally with a church. */
  | { t: 'town'; from: number; to: number; y: number; scale?: number; rows?: number; church?: boolean; lit?: boolean; palette?: string[] }
  | { t: 'boat'; kind: 'fishing' | 'oak' | 'rowing' | 'trawler'; x: number; y: number; scale?: number; hull?: string; mirrored?: boolean; wake?: boolean; reflect?: boolean }
  | { t: 'quay'; from: number; to: number; y: number; depth?: number; crates?: number; bollards?: boolean }
  | { t: 'jetty'; x: number; y: number; length: number; scale?: number }
  | { t: 'road'; kind: 'gravel' | 'paved' | 'snow'; points: Pt[]; near: number; far: number; markings?: 'yellow' | 'white' | 'none'; poles?: boolean }
  | { t: 'river'; points: Pt[]; near: number; far: number; colour?: string; steam?: boolean; riffles?: boolean }
  | { t: 'car'; x: number; y: number; scale?: number; colour?: string; mirrored?: boolean }
  | { t: 'bridge'; from: number; to: number; y: number; scale?: number; sign?: boolean }
  | { t: 'waterfall'; kind: 'tall' | 'tiered' | 'wide' | 'thin' | 'small'; x: number; top: number; bottom: number; width: number; mist?: boolean }
  /** A cliff or rock face: basalt columns, green cliffs, canyon walls. */
  | { t: 'cliff'; kind: 'basalt' | 'green' | 'dark' | 'canyon'; points: Pt[]; base: number; columns?: boolean; tone?: Tone }
  | { t: 'steam'; x: number; y: number; scale?: number; count?: number; drift?: number }
  | { t: 'icebergs'; y: number; from?: number; to?: number; count?: number; scale?: number }
  /** A glacier tongue flowing down between from and to at the horizon. */
  | { t: 'tongue'; x: number; top: number; bottom: number; width: number }
  | { t: 'stacks'; x: number; y: number; scale?: number; count?: number }
  | { t: 'rock'; x: number; y: number; scale?: number; arch?: boolean }
  | { t: 'seals'; x: number; y: number; count?: number; scale?: number }
  | { t: 'horses'; x: number; y: number; scale?: number; count?: number; spread?: number; riders?: boolean; graze?: boolean }
  | { t: 'whale-tail'; x: number; y: number; scale?: number }
  | { t: 'spout'; x: number; y: number; scale?: number }
  | { t: 'plane'; x: number; y: number; scale?: number }
  | { t: 'trees'; kind: 'birch' | 'spruce' | 'scrub'; from: number; to: number; y: number; count?: number; scale?: number; depth?: number }
  | { t: 'fence'; points: Pt[]; post?: number }
  | { t: 'deck'; y: number; colour?: string; rail?: boolean }
  | { t: 'tub'; kind: 'wood' | 'concrete' | 'stone' | 'pool' | 'infinity'; x: number; y: number; scale?: number; steam?: number; people?: number; cover?: boolean; water?: string; width?: number }
  | { t: 'lamp'; x: number; y: number; scale?: number; lit?: boolean }
  | { t: 'boardwalk'; points: Pt[]; near: number; far: number }
  | { t: 'person'; kind: 'hiker' | 'angler'; x: number; y: number; scale?: number; mirrored?: boolean; colour?: string }
  | { t: 'flag'; x: number; y: number; scale?: number }
  | { t: 'island'; x: number; y: number; width: number; height: number; tone?: Tone }
  | { t: 'vents'; x: number; y: number; scale?: number }
  | { t: 'porch'; y: number; bench?: boolean; post?: boolean }
  | { t: 'poles'; points: Pt[]; count: number; near: number; far: number }
  | { t: 'stones'; from: number; to: number; y0: number; y1: number; count: number; colour?: string; size?: number };

export interface SkyRecipe {
  /** Northern lights: broad arcs, hanging bands (curtains) or a faint glow. */
  aurora?: 'arcs' | 'bands' | 'faint';
  stars?: boolean;
  clouds?: number;
  /** A dark cloud bank with a clear gap (aurora seen through it). */
  cloudGap?: boolean;
  /** Sun position on the canvas, or false for none (default: chosen by the light). */
  sun?: Pt | false;
  snowfall?: boolean;
  moon?: boolean;
}

export interface OutdoorRecipe {
  scene: 'outdoor';
  light: Light;
  /** Where the sky gradient ends (the far horizon), default 640. */
  horizon?: number;
  sky?: SkyRecipe;
  layers: Layer[];
}

export type RoomKind = 'living' | 'kitchen' | 'dining' | 'hallway' | 'keys' | 'sauna' | 'bedroom' | 'office' | 'windowsill';

export interface RoomRecipe {
  scene: 'room';
  room: RoomKind;
  light: Light;
  /** The landscape in the window (drawn with the same layers as an outdoor scene). */
  view: Omit<OutdoorRecipe, 'scene'>;
  wall?: string;
  floor?: string;
  accent?: string;
  stove?: boolean;
  /** Low sun through the window: light patches on the floor. */
  sunbeams?: boolean;
}

export interface CaveRecipe {
  scene: 'ice-cave';
}

export type ContentSceneRecipe = OutdoorRecipe | RoomRecipe | CaveRecipe;

export interface MapRecipe {
  /** A region key (docs/product/entities.md#regions-and-reference-data; data/places.json). */
  region: string;
}

export interface PortraitRecipe {
  /** Face centre in 0..1 of width and height: also the image field's focal point. */
  face: Pt;
  skin: string;
  hair: string;
  hairStyle: 'braid' | 'short' | 'curly';
  /** Clothing: sweater (Icelandic lopapeysa with its yoke), jacket, rain jacket with hood. */
  clothing: 'lopapeysa' | 'winter-jacket' | 'rain-jacket';
  clothingColour: string;
  hat?: string;
  beard?: boolean;
  camera?: boolean;
  expression: 'smile' | 'laugh';
  background: Omit<OutdoorRecipe, 'scene'>;
}

export type ContentImageEntry =
  | { kind: 'scene'; description: string; recipe: ContentSceneRecipe }
  | { kind: 'map'; description: string; recipe: MapRecipe }
  | { kind: 'portrait'; description: string; recipe: PortraitRecipe };
