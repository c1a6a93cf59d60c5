/**
 * A tiny PMTiles v3 archive (https://github.com/protomaps/PMTiles/blob/main/spec/v3/spec.md) written in the
 * test: one tile per zoom-0 tile id given, uncompressed directories, no leaf directories.
 */
function varint(value: number, out: number[]) {
  let rest = value;
  while (rest >= 0x80) {
    out.push((rest & 0x7f) | 0x80);
    rest = Math.floor(rest / 128);
  }
  out.push(rest);
}

/** `tiles` maps tile ids (0 is z0/0/0) to their bytes. */
export function pmtilesArchiveBytes(tiles: Map<number, Uint8Array>, metadata: object = {}): Buffer {
  const ids = [...tiles.keys()].sort((a, b) => a - b);
  const directory: number[] = [];
  varint(ids.length, directory);
  let previous = 0;
  for (const id of ids) {
    varint(id - previous, directory);
    previous = id;
  }
  for (const _ of ids) varint(1, directory); // run lengths
  for (const id of ids) varint(tiles.get(id)!.length, directory);
  let offset = 0;
  ids.forEach((id, index) => {
    // 0 means "right after the previous tile", as the spec encodes contiguous tiles.
    varint(index === 0 ? offset + 1 : 0, directory);
    offset += tiles.get(id)!.length;
  });
  const metadataBytes = Buffer.from(JSON.stringify(metadata));
  const tileData = Buffer.concat(ids.map((id) => tiles.get(id)!));

  const header = Buffer.alloc(127);
  header.write('PMTiles', 0, 'ascii');
  header.writeUInt8(3, 7);
  const rootOffset = 127;
  const metadataOffset = rootOffset + directory.length;
  const tileDataOffset = metadataOffset + metadataBytes.length;
  const u64 = (value: number, at: number) => header.writeBigUInt64LE(BigInt(value), at);
  u64(rootOffset, 8);
  u64(directory.length, 16);
  u64(metadataOffset, 24);
  u64(metadataBytes.length, 32);
  u64(tileDataOffset, 40); // no leaf directories: empty, where the tile data starts
  u64(0, 48);
  u64(tileDataOffset, 56);
  u64(tileData.length, 64);
  u64(ids.length, 72);
  u64(ids.length, 80);
  u64(ids.length, 88);
  header.writeUInt8(1, 96); // clustered
  header.writeUInt8(1, 97); // internal compression: none
  header.writeUInt8(1, 98); // tile compression: none
  header.writeUInt8(2, 99); // tile type: png
  header.writeUInt8(0, 100);
  header.writeUInt8(0, 101);
  header.writeInt32LE(-180e7, 102);
  header.writeInt32LE(-85e7, 106);
  header.writeInt32LE(180e7, 110);
  header.writeInt32LE(85e7, 114);
  header.writeUInt8(0, 118);
  return Buffer.concat([header, Buffer.from(directory), metadataBytes, tileData]);
}
