// Only the Devanagari subset, font-display: swap; imported by Hindi pages alone (lib/i18n.ts), never by styles.css.
import '@fontsource/noto-sans-devanagari/devanagari-400.css';
import '@fontsource/noto-sans-devanagari/devanagari-600.css';
import './devanagari-font.css';
