// Jest runs the sources as CommonJS, which cannot load the ESM dictionary package (top-level await):
// this shim reads the same two files from the installed package.
const fs = require('node:fs');
const path = require('node:path');

function packageDir() {
  let dir = __dirname;
  for (;;) {
    const candidate = path.join(dir, 'node_modules', 'dictionary-en-gb');
    if (fs.existsSync(path.join(candidate, 'index.aff'))) return candidate;
    const parent = path.dirname(dir);
    if (parent === dir) throw new Error('dictionary-en-gb is not installed');
    dir = parent;
  }
}

const dir = packageDir();
module.exports = {
  __esModule: true,
  default: { aff: fs.readFileSync(path.join(dir, 'index.aff')), dic: fs.readFileSync(path.join(dir, 'index.dic')) },
};
