// Gives dist/ its own package.json: Node resolves a built file's #domain/... and #server/... imports through the
// nearest package.json, and the built ones must name dist's .js files where the sources name src's .ts files.
import { readFileSync, writeFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';

const root = fileURLToPath(new URL('../..', import.meta.url));
const { imports } = JSON.parse(readFileSync(`${root}package.json`, 'utf8'));
const built = {};
for (const [name, target] of Object.entries(imports)) {
  const source = /^\.\/src\/(domain|server)\/\*\.ts$/.exec(target);
  if (source) built[name] = `./${source[1]}/*.js`;
}
writeFileSync(`${root}dist/package.json`, `${JSON.stringify({ type: 'module', imports: built }, null, 2)}\n`);
