// After `vite build`: writes a brotli (.br) and a gzip (.gz) copy next to every text file of dist/,
// at the highest levels (done once per build, not per request). The server sends the copy the
// browser accepts (@fastify/static preCompressed). A copy that would not be smaller is not written.
import fs from "node:fs/promises";
import path from "node:path";
import { promisify } from "node:util";
import zlib from "node:zlib";

const dist = path.join(import.meta.dirname, "dist");
const COMPRESSIBLE = /\.(js|mjs|css|html|svg|json|txt)$/;

const encoders = [
  {
    extension: ".br",
    encode: promisify(zlib.brotliCompress),
    options: (size) => ({
      params: {
        [zlib.constants.BROTLI_PARAM_MODE]: zlib.constants.BROTLI_MODE_TEXT,
        [zlib.constants.BROTLI_PARAM_QUALITY]: zlib.constants.BROTLI_MAX_QUALITY,
        [zlib.constants.BROTLI_PARAM_SIZE_HINT]: size,
      },
    }),
  },
  {
    extension: ".gz",
    encode: promisify(zlib.gzip),
    options: () => ({ level: zlib.constants.Z_BEST_COMPRESSION }),
  },
];

const files = (await fs.readdir(dist, { recursive: true })).filter((file) => COMPRESSIBLE.test(file));
let original = 0;
let brotli = 0;
await Promise.all(
  files.map(async (file) => {
    const body = await fs.readFile(path.join(dist, file));
    original += body.length;
    for (const { extension, encode, options } of encoders) {
      const encoded = await encode(body, options(body.length));
      if (encoded.length >= body.length) continue;
      await fs.writeFile(path.join(dist, file + extension), encoded);
      if (extension === ".br") brotli += encoded.length;
    }
  }),
);
console.log(
  `precompressed ${files.length} files: ${(original / 1024).toFixed(0)} KB, ${(brotli / 1024).toFixed(0)} KB as brotli`,
);
