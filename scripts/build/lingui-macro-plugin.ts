/**
 * Runs Lingui's macros (`t`, `<Trans>`, `msg`, `plural`) through Babel on the files that import them, before
 * @vitejs/plugin-react (v6 has no Babel option). A dozen lines rather than @rolldown/plugin-babel, which asks
 * for Node 22 (docs/decisions/028-english-and-hindi.md); the web build and the web-dom tests both use it.
 */
import { transformAsync } from '@babel/core';
import type { Plugin } from 'vite';

const SOURCE_FILE = /\.[jt]sx?$/;
const USES_MACRO = /from ['"]@lingui\/(?:core|react)\/macro['"]/;

export function linguiMacros(): Plugin {
  return {
    name: 'househunt:lingui-macros',
    enforce: 'pre',
    async transform(code, id) {
      if (id.includes('/node_modules/') || !SOURCE_FILE.test(id) || !USES_MACRO.test(code)) return null;
      const result = await transformAsync(code, {
        filename: id,
        babelrc: false,
        configFile: false,
        sourceMaps: true,
        parserOpts: { plugins: ['typescript', 'jsx'] },
        plugins: ['@lingui/babel-plugin-lingui-macro'],
      });
      return result?.code ? { code: result.code, map: result.map } : null;
    },
  };
}
