/** The HouseHunt mark (same drawing as public/favicon.svg), decorative: the brand name sits beside it. */
export function HouseHuntLogo({ className = 'size-9' }: { className?: string }) {
  return (
    <svg viewBox="0 0 64 64" className={className} aria-hidden="true" focusable="false">
      <rect width="64" height="64" rx="14" fill="#7c4a2d" />
      <path
        d="M12 31 32 14l20 17"
        fill="none"
        stroke="#fbbf24"
        strokeWidth="5"
        strokeLinecap="round"
        strokeLinejoin="round"
      />
      <path d="M18 29v18a3 3 0 0 0 3 3h22a3 3 0 0 0 3-3V29L32 18Z" fill="#fff7ed" />
      <path d="M28 50V40a4 4 0 0 1 8 0v10Z" fill="#7c4a2d" />
    </svg>
  );
}
