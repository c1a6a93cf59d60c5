/**
 * The areas India's official map includes that Natural Earth's de-facto boundaries leave out: Gilgit-Baltistan
 * and the rest of Pakistan-held Jammu and Kashmir with the Shaksgam valley, and Aksai Chin. They are rebuilt as
 * polygons from @india-boundary-corrector/data: its `to-add-ne` lines are India's official boundary where it
 * differs from Natural Earth's, its `to-del-ne` lines the de-facto lines they replace. Where the two boundaries
 * run together (Gilgit-Baltistan's northern border, the Siachen's border with the Shaksgam valley) the gap is
 * taken from Natural Earth's own polygon.
 */
import { readFileSync } from 'node:fs';
import { VectorTile } from '@mapbox/vector-tile';
import Pbf from 'pbf';
import { PMTiles, type Source } from 'pmtiles';
import type { Polygon, Position } from 'geojson';

type Line = Position[];

/** The zoom-3 tile that holds the whole of Jammu and Kashmir and Ladakh: about 1.2 km per tile unit. */
const TILE = { z: 3, x: 5, y: 3 };

// The points where the official and the de-facto boundaries part and meet again.
const LOC_SOUTH: Position = [74.312, 32.824];
const WAKHAN: Position = [73.707, 36.897];
const SHAKSGAM_WEST: Position = [75.981, 36.448];
const SHAKSGAM_EAST: Position = [77.52, 35.479];
const KARAKORAM_PASS: Position = [77.805, 35.496];
const LAC_CHUSHUL: Position = [78.915, 33.386];

const TOLERANCE = 0.01;

function near(a: Position, b: Position, tolerance = TOLERANCE): boolean {
  return Math.abs(a[0]! - b[0]!) <= tolerance && Math.abs(a[1]! - b[1]!) <= tolerance;
}

function fileSource(path: string): Source {
  const bytes = readFileSync(path);
  return {
    getKey: () => path,
    getBytes: async (offset, length) => ({
      data: bytes.buffer.slice(bytes.byteOffset + offset, bytes.byteOffset + offset + length),
    }),
  };
}

async function tileLines(archivePath: string, layerName: string): Promise<Line[]> {
  const tile = await new PMTiles(fileSource(archivePath)).getZxy(TILE.z, TILE.x, TILE.y);
  if (!tile) throw new Error('The boundary corrections have no tile for Jammu and Kashmir');
  const layer = new VectorTile(new Pbf(new Uint8Array(tile.data))).layers[layerName];
  if (!layer) throw new Error(`The boundary corrections have no ${layerName} layer`);
  const lines: Line[] = [];
  for (let i = 0; i < layer.length; i++) {
    const geometry = layer.feature(i).toGeoJSON(TILE.x, TILE.y, TILE.z).geometry;
    if (geometry.type === 'LineString') lines.push(geometry.coordinates);
    else if (geometry.type === 'MultiLineString') lines.push(...geometry.coordinates);
  }
  return lines;
}

/** The one line running from `from` to `to` (either way round), oriented from → to. */
function piece(lines: Line[], from: Position, to: Position, what: string): Line {
  for (const line of lines) {
    const first = line[0]!;
    const last = line[line.length - 1]!;
    if (near(first, from) && near(last, to)) return line;
    if (near(first, to) && near(last, from)) return [...line].reverse();
  }
  throw new Error(`No ${what} line from ${from.join(',')} to ${to.join(',')}: has the data changed?`);
}

function length(line: Line): number {
  let sum = 0;
  for (let i = 1; i < line.length; i++)
    sum += Math.hypot(line[i]![0]! - line[i - 1]![0]!, line[i]![1]! - line[i - 1]![1]!);
  return sum;
}

function nearestIndex(ring: Line, point: Position): number {
  let best = 0;
  let bestDistance = Infinity;
  ring.forEach((vertex, index) => {
    const distance = Math.hypot(vertex[0]! - point[0]!, vertex[1]! - point[1]!);
    if (distance < bestDistance) [best, bestDistance] = [index, distance];
  });
  if (bestDistance > 0.05) throw new Error(`${point.join(',')} is not on the boundary it should follow`);
  return best;
}

/** The shorter way along a closed ring between the vertices nearest `from` and `to`. */
function alongRing(ring: Line, from: Position, to: Position): Line {
  const open = ring.slice(0, -1);
  const start = nearestIndex(open, from);
  const end = nearestIndex(open, to);
  const forward: Line = [];
  for (let i = start; ; i = (i + 1) % open.length) {
    forward.push(open[i]!);
    if (i === end) break;
  }
  const backward: Line = [];
  for (let i = start; ; i = (i - 1 + open.length) % open.length) {
    backward.push(open[i]!);
    if (i === end) break;
  }
  return length(forward) <= length(backward) ? forward : backward;
}

export type ClaimSources = {
  correctionsArchive: string;
  /** Natural Earth's Gilgit-Baltistan ("Northern Areas") and Siachen polygons' outer rings. */
  gilgitBaltistanRing: Line;
  siachenRing: Line;
};

/** Gilgit-Baltistan, Pakistan-held Kashmir and the Shaksgam valley; Aksai Chin. */
export async function officialClaims(sources: ClaimSources): Promise<Polygon[]> {
  const add = await tileLines(sources.correctionsArchive, 'to-add-ne');
  const del = await tileLines(sources.correctionsArchive, 'to-del-ne');
  const northWest: Line = [
    ...piece(add, LOC_SOUTH, WAKHAN, 'official western'),
    ...alongRing(sources.gilgitBaltistanRing, WAKHAN, SHAKSGAM_WEST),
    ...piece(add, SHAKSGAM_WEST, SHAKSGAM_EAST, 'official Shaksgam'),
    ...alongRing(sources.siachenRing, SHAKSGAM_EAST, KARAKORAM_PASS),
    ...piece(del, KARAKORAM_PASS, LOC_SOUTH, 'de-facto line of control'),
  ];
  const aksaiChin: Line = [
    ...piece(add, KARAKORAM_PASS, LAC_CHUSHUL, 'official Aksai Chin'),
    ...piece(del, LAC_CHUSHUL, KARAKORAM_PASS, 'line of actual control'),
  ];
  return [northWest, aksaiChin].map((ring) => ({ type: 'Polygon', coordinates: [[...ring, ring[0]!]] }));
}
