import { createHash } from "node:crypto";
import { existsSync, mkdirSync, readdirSync, readFileSync, statSync, writeFileSync } from "node:fs";
import { join, relative } from "node:path";
import sharp from "sharp";
import type { Plugin } from "vite";
import { RASTER_WIDTHS, rasterPath } from "../app/components/illustration-rasters";

// Renders are kept between builds (the test suite and the benchmark build several times): an SVG
// that has not changed is not rendered again.
const cacheDir = join("node_modules", ".cache", "illustration-rasters");

async function rasterize(svg: Buffer, width: number): Promise<Buffer> {
  const key = createHash("sha256").update(svg).update(String(width)).digest("hex").slice(0, 32);
  const cached = join(cacheDir, `${key}.webp`);
  if (existsSync(cached)) return readFileSync(cached);
  // A high density renders the vector sharp before it is scaled to the width.
  const webp = await sharp(svg, { density: 288 }).resize({ width }).webp({ quality: 72 }).toBuffer();
  mkdirSync(cacheDir, { recursive: true });
  writeFileSync(cached, webp);
  return webp;
}

const walk = (dir: string): string[] =>
  readdirSync(dir).flatMap((entry) => {
    const path = join(dir, entry);
    return statSync(path).isDirectory() ? walk(path) : [path];
  });

/**
 * The WebP copies of every SVG under public/illustrations that app/components/illustration-rasters.ts
 * names: emitted into the browser's build, and rendered on request by the dev server.
 */
export function illustrationRasters(): Plugin {
  let publicDir = "public";
  return {
    name: "illustration-rasters",
    configResolved(config) {
      publicDir = config.publicDir;
    },
    configureServer(server) {
      server.middlewares.use((request, response, next) => {
        const match = /^(\/illustrations\/[\w/-]+)-(\d+)\.webp$/.exec(request.url?.split("?")[0] ?? "");
        const width = Number(match?.[2]);
        const svg = match ? join(publicDir, `${match[1]}.svg`) : "";
        if (!match || !RASTER_WIDTHS.some((w) => w === width) || !existsSync(svg)) return next();
        rasterize(readFileSync(svg), width).then((webp) => {
          response.setHeader("Content-Type", "image/webp");
          response.end(webp);
        }, next);
      });
    },
    async generateBundle() {
      if (this.environment.name !== "client") return;
      const root = join(publicDir, "illustrations");
      for (const file of walk(root).filter((path) => path.endsWith(".svg"))) {
        const svgPath = `/${relative(publicDir, file).split("\\").join("/")}`;
        const svg = readFileSync(file);
        for (const width of RASTER_WIDTHS) {
          const fileName = rasterPath(svgPath, width)?.slice(1);
          if (fileName) this.emitFile({ type: "asset", fileName, source: await rasterize(svg, width) });
        }
      }
    },
  };
}
