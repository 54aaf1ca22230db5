/** The game's mark (same drawing as public/favicon.svg); decorative, the name is always beside it. */
export function Logo({ size = 32 }: { size?: number }) {
  return (
    <svg className="logo" width={size} height={size} viewBox="0 0 64 64" aria-hidden="true" focusable="false">
      <rect width="64" height="64" rx="14" fill="#2a2c63" />
      <rect x="9" y="13" width="38" height="30" rx="4" fill="none" stroke="#ffd166" strokeWidth="4" />
      <path d="M13 39l9-10 6 6 5-4 10 8" fill="none" stroke="#8fd3ff" strokeWidth="3" strokeLinejoin="round" strokeLinecap="round" />
      <circle cx="41" cy="39" r="10" fill="#2a2c63" stroke="#ffd166" strokeWidth="4" />
      <path d="M48 46l8 8" stroke="#ffd166" strokeWidth="5" strokeLinecap="round" />
    </svg>
  );
}
