/** A decorative skyline in brand colours; purely visual. */
export function HeroIllustration() {
  return (
    <div aria-hidden="true" className="hidden justify-center lg:flex">
      <svg viewBox="0 0 420 300" className="w-full max-w-sm drop-shadow-xl">
        <rect x="10" y="20" width="400" height="270" rx="28" className="fill-white dark:fill-stone-900" />
        <circle cx="340" cy="80" r="26" className="fill-amber-300 dark:fill-amber-400" />
        <rect x="50" y="120" width="70" height="140" rx="6" className="fill-brand-200 dark:fill-stone-700" />
        <rect x="135" y="80" width="90" height="180" rx="6" className="fill-brand-500 dark:fill-brand-600" />
        <rect
          x="240"
          y="150"
          width="120"
          height="110"
          rx="6"
          className="fill-brand-300 dark:fill-stone-600"
        />
        <path d="M230 155 300 105l70 50Z" className="fill-brand-700 dark:fill-amber-500" />
        <g className="fill-white/80 dark:fill-stone-900/70">
          <rect x="150" y="100" width="22" height="22" rx="3" />
          <rect x="188" y="100" width="22" height="22" rx="3" />
          <rect x="150" y="140" width="22" height="22" rx="3" />
          <rect x="188" y="140" width="22" height="22" rx="3" />
          <rect x="150" y="180" width="22" height="22" rx="3" />
          <rect x="188" y="180" width="22" height="22" rx="3" />
          <rect x="64" y="140" width="18" height="18" rx="3" />
          <rect x="88" y="140" width="18" height="18" rx="3" />
          <rect x="64" y="175" width="18" height="18" rx="3" />
          <rect x="88" y="175" width="18" height="18" rx="3" />
          <rect x="260" y="180" width="28" height="26" rx="3" />
          <rect x="312" y="180" width="28" height="26" rx="3" />
        </g>
        <rect x="286" y="215" width="28" height="45" rx="3" className="fill-brand-800 dark:fill-stone-950" />
        <rect x="30" y="258" width="360" height="8" rx="4" className="fill-brand-100 dark:fill-stone-700" />
      </svg>
    </div>
  );
}
