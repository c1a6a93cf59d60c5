import { Plural } from '@lingui/react/macro';

/** Listings asked for that HouseHunt cannot show (deleted, or never published): said, not silently dropped. */
export function MissingListingsNote({ count }: { count: number }) {
  if (count === 0) return null;
  return (
    <p className="rounded-xl border border-stone-200 bg-stone-50 p-4 text-sm text-stone-700 dark:border-stone-800 dark:bg-stone-900 dark:text-stone-200">
      <Plural
        value={count}
        one="# listing in this comparison is not on HouseHunt, so it is left out."
        other="# listings in this comparison are not on HouseHunt, so they are left out."
      />
    </p>
  );
}
