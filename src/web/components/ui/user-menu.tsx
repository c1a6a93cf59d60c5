import { msg } from '@lingui/core/macro';
import { Trans, useLingui } from '@lingui/react/macro';
import { ChevronDown, LoaderCircle, LogOut, type LucideIcon } from 'lucide-react';
import { Link } from 'react-router';
import { Avatar } from './avatar';
import { useDropdown } from './use-dismissable';

const itemLayout =
  'flex w-full items-center gap-3 rounded-xl px-3 py-2 text-sm hover:bg-brand-50 dark:hover:bg-stone-800';
const linkClass = `${itemLayout} text-stone-700 hover:text-brand-800 dark:text-stone-200 dark:hover:text-amber-200`;
const signOutClass = `${itemLayout} text-red-700 hover:text-red-800 disabled:cursor-wait disabled:opacity-70 dark:text-red-400 dark:hover:text-red-300`;

/** A page the menu links to. */
export type UserMenuLinkItem = { to: string; label: string; icon: LucideIcon };

// The portal calls it the admin's profile; the public header (64 px high) has a smaller button, and on phones
// its panel opens just below it.
const PLACES = {
  portal: { label: msg`Profile menu`, panelLabel: msg`Profile`, compact: false },
  public: { label: msg`Account menu`, panelLabel: msg`Account`, compact: true },
} as const;

export type UserMenuProps = {
  /** Which header it sits in: the admin portal's or the public site's. */
  place: keyof typeof PLACES;
  name: string;
  email: string;
  photoURL?: string | null;
  links: readonly UserMenuLinkItem[];
  /** The sign-out request is on its way. */
  signingOut: boolean;
  /** `close` shuts the menu, for a caller that keeps the person on the page once signed out. */
  onSignOut: (close: () => void) => void;
};

/**
 * The signed-in person's menu, in both headers: avatar button, then a panel with who they are, the pages that
 * are theirs, and Sign Out.
 */
export function UserMenu({ place, name, email, photoURL, links, signingOut, onSignOut }: UserMenuProps) {
  const { t } = useLingui();
  const { label, panelLabel, compact } = PLACES[place];
  const { open, setOpen, buttonRef, panelId, containerRef } = useDropdown();
  const close = () => setOpen(false);

  return (
    <div ref={containerRef} className="relative">
      <button
        ref={buttonRef}
        type="button"
        aria-label={t(label)}
        aria-expanded={open}
        aria-controls={panelId}
        onClick={() => setOpen((isOpen) => !isOpen)}
        className={`inline-flex items-center rounded-full p-1 pr-2 hover:bg-brand-50 dark:hover:bg-stone-800 ${compact ? 'gap-1.5' : 'gap-2'}`}
      >
        <Avatar
          src={photoURL}
          className={`${compact ? 'size-8' : 'size-9'} ring-2 ring-brand-100 dark:ring-stone-700`}
        />
        <span
          className={`hidden truncate text-sm font-medium text-stone-800 dark:text-stone-100 ${compact ? 'max-w-28 xl:block' : 'max-w-32 2xl:block'}`}
        >
          {name}
        </span>
        <ChevronDown className="size-4 text-stone-500 dark:text-stone-400" aria-hidden="true" />
      </button>
      {open ? (
        <div
          id={panelId}
          role="region"
          aria-label={t(panelLabel)}
          className={`fixed inset-x-4 z-50 rounded-2xl border border-brand-100 bg-white p-2 shadow-xl sm:absolute sm:inset-x-auto sm:top-full sm:right-0 sm:mt-2 sm:w-72 dark:border-stone-700 dark:bg-stone-900 ${compact ? 'top-16' : 'top-20'}`}
        >
          <div className="flex items-center gap-3 border-b border-brand-100 px-3 pt-2 pb-3 dark:border-stone-800">
            <Avatar src={photoURL} className="size-11" />
            <div className="min-w-0">
              <p className="truncate text-sm font-semibold text-stone-900 dark:text-stone-50">{name}</p>
              <p className="text-xs text-stone-500 dark:text-stone-400">
                <Trans>Signed in as</Trans>
              </p>
              <p className="truncate text-xs font-medium text-stone-700 dark:text-stone-300">{email}</p>
            </div>
          </div>
          <ul className="space-y-0.5 pt-2">
            {links.map((link) => (
              <UserMenuLink key={link.to} link={link} onClick={close} />
            ))}
            <SignOutMenuItem pending={signingOut} onClick={() => onSignOut(close)} />
          </ul>
        </div>
      ) : null}
    </div>
  );
}

function UserMenuLink({
  link: { to, label, icon: Icon },
  onClick,
}: {
  link: UserMenuLinkItem;
  onClick: () => void;
}) {
  return (
    <li>
      <Link to={to} className={linkClass} onClick={onClick}>
        <Icon className="size-4" aria-hidden="true" />
        {label}
      </Link>
    </li>
  );
}

function SignOutMenuItem({ pending, onClick }: { pending: boolean; onClick: () => void }) {
  return (
    <li className="border-t border-brand-100 pt-1 dark:border-stone-800">
      <button type="button" className={signOutClass} onClick={onClick} disabled={pending}>
        {pending ? (
          <LoaderCircle className="size-4 animate-spin motion-reduce:animate-none" aria-hidden="true" />
        ) : (
          <LogOut className="size-4" aria-hidden="true" />
        )}
        {pending ? <Trans>Signing out...</Trans> : <Trans>Sign Out</Trans>}
      </button>
    </li>
  );
}
