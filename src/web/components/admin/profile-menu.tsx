import { ChevronDown, LoaderCircle, LogOut, Settings, UserCog } from 'lucide-react';
import { useId, useRef, useState } from 'react';
import { Link } from 'react-router';
import { Avatar } from '../ui/avatar';
import { useDismissable } from '../ui/use-dismissable';
import { DEFAULT_ADMIN_EMAIL, DEFAULT_ADMIN_NAME, type AdminUser } from './admin-user';

const itemLayout =
  'flex w-full items-center gap-3 rounded-xl px-3 py-2 text-sm hover:bg-brand-50 dark:hover:bg-stone-800';
const itemClass = `${itemLayout} text-stone-700 hover:text-brand-800 dark:text-stone-200 dark:hover:text-amber-200`;
const signOutClass = `${itemLayout} text-red-700 hover:text-red-800 disabled:cursor-wait disabled:opacity-70 dark:text-red-400 dark:hover:text-red-300`;

export type ProfileMenuProps = {
  user?: AdminUser;
  onSignOut: () => void;
  /** The sign-out request is on its way. */
  signingOut?: boolean;
};

export function ProfileMenu({ user = {}, onSignOut, signingOut = false }: ProfileMenuProps) {
  const [open, setOpen] = useState(false);
  const buttonRef = useRef<HTMLButtonElement>(null);
  const panelId = useId();
  const containerRef = useDismissable<HTMLDivElement>(open, (reason) => {
    setOpen(false);
    if (reason === 'escape') buttonRef.current?.focus();
  });
  const name = user.displayName || DEFAULT_ADMIN_NAME;
  const email = user.email || DEFAULT_ADMIN_EMAIL;
  const close = () => setOpen(false);

  return (
    <div ref={containerRef} className="relative">
      <button
        ref={buttonRef}
        type="button"
        aria-label="Profile menu"
        aria-expanded={open}
        aria-controls={panelId}
        onClick={() => setOpen((isOpen) => !isOpen)}
        className="inline-flex items-center gap-2 rounded-full p-1 pr-2 hover:bg-brand-50 dark:hover:bg-stone-800"
      >
        <Avatar src={user.photoURL} className="size-9 ring-2 ring-brand-100 dark:ring-stone-700" />
        <span className="hidden max-w-32 truncate text-sm font-medium text-stone-800 2xl:block dark:text-stone-100">
          {name}
        </span>
        <ChevronDown className="size-4 text-stone-500 dark:text-stone-400" aria-hidden="true" />
      </button>
      {open ? (
        <div
          id={panelId}
          role="region"
          aria-label="Profile"
          className="fixed inset-x-4 top-20 z-50 rounded-2xl border border-brand-100 bg-white p-2 shadow-xl sm:absolute sm:inset-x-auto sm:top-full sm:right-0 sm:mt-2 sm:w-72 dark:border-stone-700 dark:bg-stone-900"
        >
          <div className="flex items-center gap-3 border-b border-brand-100 px-3 pt-2 pb-3 dark:border-stone-800">
            <Avatar src={user.photoURL} className="size-11" />
            <div className="min-w-0">
              <p className="truncate text-sm font-semibold text-stone-900 dark:text-stone-50">{name}</p>
              <p className="text-xs text-stone-500 dark:text-stone-400">Signed in as</p>
              <p className="truncate text-xs font-medium text-stone-700 dark:text-stone-300">{email}</p>
            </div>
          </div>
          <ul className="space-y-0.5 pt-2">
            <li>
              <Link to="/admin/settings" className={itemClass} onClick={close}>
                <UserCog className="size-4" aria-hidden="true" />
                Profile Settings
              </Link>
            </li>
            <li>
              <Link to="/admin/settings" className={itemClass} onClick={close}>
                <Settings className="size-4" aria-hidden="true" />
                Account Settings
              </Link>
            </li>
            <li className="border-t border-brand-100 pt-1 dark:border-stone-800">
              <button type="button" className={signOutClass} onClick={onSignOut} disabled={signingOut}>
                {signingOut ? (
                  <LoaderCircle
                    className="size-4 animate-spin motion-reduce:animate-none"
                    aria-hidden="true"
                  />
                ) : (
                  <LogOut className="size-4" aria-hidden="true" />
                )}
                {signingOut ? 'Signing out...' : 'Sign Out'}
              </button>
            </li>
          </ul>
        </div>
      ) : null}
    </div>
  );
}
