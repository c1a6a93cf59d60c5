import { LogIn } from 'lucide-react';
import { HouseHuntLogo } from '../../components/brand/house-hunt-logo';
import { ButtonLink } from '../../components/ui/button-link';

export function LoginPage() {
  return (
    <div className="container-page flex justify-center py-16 sm:py-24">
      <div className="w-full max-w-md rounded-3xl border border-brand-100 bg-white p-8 text-center shadow-sm dark:border-stone-800 dark:bg-stone-900">
        <HouseHuntLogo className="mx-auto size-14" />
        <h1 className="mt-5 text-2xl font-bold tracking-tight">Sign in to HouseHunt</h1>
        <p className="mt-3 text-sm text-stone-600 dark:text-stone-300">
          Save properties, track your visit bookings and, for our staff, manage listings in the admin portal.
        </p>
        <div className="mt-6 flex items-start gap-3 rounded-2xl bg-brand-50 p-4 text-left text-sm text-brand-900 dark:bg-stone-800 dark:text-stone-200">
          <LogIn className="mt-0.5 size-4 shrink-0" aria-hidden="true" />
          <p>Signing in is coming soon. You can browse every listing without an account.</p>
        </div>
        <ButtonLink to="/properties" variant="secondary" className="mt-6 w-full">
          Browse properties
        </ButtonLink>
      </div>
    </div>
  );
}
