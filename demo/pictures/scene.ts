/**
 * The recipe of a drawn picture: everything needed to draw the same scene
 * again at any size. The demo catalogue stores one per image (house_images.recipe)
 * and the image endpoint draws it on first request (draw.ts → sharp).
 */
export type SceneView = 'exterior' | 'closeup' | 'night' | 'landscape' | 'interior' | 'hot-tub';
export type SceneLight = 'day' | 'evening' | 'overcast' | 'night';
export type SceneGround = 'meadow' | 'lava' | 'sea' | 'snow' | 'lake';
export type SceneMountains = 'peaks' | 'table' | 'glacier' | 'hills';
export type RoofShape = 'gable' | 'turf' | 'shed' | 'a-frame' | 'hip';

export interface HouseLook {
  wall: string;
  roof: string;
  trim: string;
  roofShape: RoofShape;
  /** Width factor of the body, 0.8–1.5. */
  wide: number;
  storeys: 1 | 2;
  /** Horizontal position of the house's centre, 0–1 of the picture width. */
  x: number;
  mirrored: boolean;
  chimney: boolean;
  porch: boolean;
  hotTub: boolean;
  trees: 'birch' | 'spruce' | 'none';
}

export interface InteriorLook {
  wall: string;
  floor: string;
  sofa: string;
  stove: boolean;
}

export interface SceneRecipe {
  v: 1;
  /** Drives the details: ridge lines, clouds, stars. */
  seed: number;
  view: SceneView;
  light: SceneLight;
  ground: SceneGround;
  mountains: SceneMountains;
  house: HouseLook | null;
  interior: InteriorLook | null;
}

/** Colours of Icelandic houses: painted corrugated iron and timber. */
export const WALL_COLOURS = [
  '#f2efe8',
  '#b23a2f',
  '#2d2d2f',
  '#d8a23e',
  '#3e6d99',
  '#5c7f55',
  '#8a9096',
  '#9cbcd6',
  '#e8dcc4',
];
export const ROOF_COLOURS = ['#a3312a', '#232427', '#44604a', '#4a5a6a', '#7a3b2e', '#2f4f6f'];
export const TRIM_COLOURS = ['#ffffff', '#f4f1ea', '#26272a'];
export const INTERIOR_WALLS = ['#f4f0e8', '#e9e4da', '#dfe6e8', '#efe6d6'];
export const FLOORS = ['#b98b5e', '#a5774b', '#cfae84', '#8c6a4f'];
export const SOFAS = ['#5a6b7d', '#8f4b3d', '#6f7a5a', '#c9b99a', '#3c4a5c'];
