import { useLingui } from '@lingui/react/macro';
import { Link } from 'react-router';
import { HouseHuntLogo } from '#web/components/brand/house-hunt-logo';

export function BrandLink({ onDark = false }: { onDark?: boolean }) {
  const { t } = useLingui();
  return (
    <Link
      to="/"
      className="inline-flex shrink-0 items-center gap-2.5 rounded-lg"
      aria-label={t`HouseHunt home`}
    >
      <HouseHuntLogo className="size-9" />
      <span
        className={`text-xl font-bold tracking-tight ${onDark ? 'text-white' : 'text-brand-800 dark:text-amber-100'}`}
      >
        HouseHunt
      </span>
    </Link>
  );
}
