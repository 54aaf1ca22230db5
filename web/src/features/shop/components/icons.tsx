/** The shop's small line icons, beside words (never instead of them). */
const shapes = {
  check: 'M5 12.5l4.5 4.5L19 7.5',
  clock: 'M12 7v5l3 2M12 3a9 9 0 1 0 0 18 9 9 0 0 0 0-18z',
  unlock: 'M7 11V8a5 5 0 0 1 9.6-2M5.5 11h13v9.5h-13z',
  devices: 'M3.5 5.5h13v9h-13zM7 18.5h6M17.5 9.5h3v9h-3z',
  star: 'M12 3.5l2.6 5.4 5.9.8-4.3 4.1 1 5.8L12 16.8l-5.2 2.8 1-5.8-4.3-4.1 5.9-.8z',
  next: 'M5 12h13M13 6l6 6-6 6',
} as const;

export type ShopIconName = keyof typeof shapes;

export function ShopIcon({ name, size = 20 }: { name: ShopIconName; size?: number }) {
  return (
    <svg className="icon" viewBox="0 0 24 24" width={size} height={size} aria-hidden="true" focusable="false" fill="none">
      <path d={shapes[name]} stroke="currentColor" strokeWidth="2" strokeLinecap="round" strokeLinejoin="round" />
    </svg>
  );
}
