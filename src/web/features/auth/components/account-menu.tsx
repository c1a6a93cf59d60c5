import { ChevronDown, LayoutDashboard, LoaderCircle, LogIn, LogOut } from 'lucide-react';
import { useId, useRef, useState } from 'react';
import { Link } from 'react-router';
import { toast } from 'react-hot-toast';
import { Avatar } from '../../../components/ui/avatar';
import { useDismissable } from '../../../components/ui/use-dismissable';
import { useSession, type SessionUser } from '../api/get-session';
import { useSignOut } from '../api/sign-out';

const itemLayout =
  'flex w-full items-center gap-3 rounded-xl px-3 py-2 text-sm hover:bg-brand-50 dark:hover:bg-stone-800';

/** The public header's account control: Sign in while signed out, the visitor's menu once signed in. */
export function AccountMenu() {
  const { user } = useSession();
  if (!user) {
    return (
      <Link
        to="/login"
        className="hidden items-center gap-2 rounded-full bg-brand-700 px-4 py-2 text-sm font-semibold text-white shadow-sm transition-colors hover:bg-brand-800 sm:inline-flex dark:bg-amber-500 dark:text-stone-950 dark:hover:bg-amber-400"
      >
        <LogIn className="size-4" aria-hidden="true" />
        Sign in
      </Link>
    );
  }
  return <SignedInAccountMenu user={user} />;
}

function SignedInAccountMenu({ user }: { user: SessionUser }) {
  const [open, setOpen] = useState(false);
  const buttonRef = useRef<HTMLButtonElement>(null);
  const panelId = useId();
  const containerRef = useDismissable<HTMLDivElement>(open, (reason) => {
    setOpen(false);
    if (reason === 'escape') buttonRef.current?.focus();
  });
  const signOut = useSignOut();
  const name = user.name || user.email;

  const handleSignOut = () =>
    signOut.mutate(undefined, {
      // The visitor stays on the public page they were reading.
      onSuccess: () => setOpen(false),
      onError: (error) => {
        toast.error(error.message, { id: 'sign-out-error' });
      },
    });

  return (
    <div ref={containerRef} className="relative">
      <button
        ref={buttonRef}
        type="button"
        aria-label="Account menu"
        aria-expanded={open}
        aria-controls={panelId}
        onClick={() => setOpen((isOpen) => !isOpen)}
        className="inline-flex items-center gap-1.5 rounded-full p-1 pr-2 hover:bg-brand-50 dark:hover:bg-stone-800"
      >
        <Avatar src={user.photoURL} className="size-8 ring-2 ring-brand-100 dark:ring-stone-700" />
        <span className="hidden max-w-28 truncate text-sm font-medium text-stone-800 xl:block dark:text-stone-100">
          {name}
        </span>
        <ChevronDown className="size-4 text-stone-500 dark:text-stone-400" aria-hidden="true" />
      </button>
      {open ? (
        <div
          id={panelId}
          role="region"
          aria-label="Account"
          className="fixed inset-x-4 top-16 z-50 rounded-2xl border border-brand-100 bg-white p-2 shadow-xl sm:absolute sm:inset-x-auto sm:top-full sm:right-0 sm:mt-2 sm:w-72 dark:border-stone-700 dark:bg-stone-900"
        >
          <div className="flex items-center gap-3 border-b border-brand-100 px-3 pt-2 pb-3 dark:border-stone-800">
            <Avatar src={user.photoURL} className="size-11" />
            <div className="min-w-0">
              <p className="truncate text-sm font-semibold text-stone-900 dark:text-stone-50">{name}</p>
              <p className="text-xs text-stone-500 dark:text-stone-400">Signed in as</p>
              <p className="truncate text-xs font-medium text-stone-700 dark:text-stone-300">{user.email}</p>
            </div>
          </div>
          <ul className="space-y-0.5 pt-2">
            {user.role === 'admin' ? (
              <li>
                <Link
                  to="/admin"
                  onClick={() => setOpen(false)}
                  className={`${itemLayout} text-stone-700 hover:text-brand-800 dark:text-stone-200 dark:hover:text-amber-200`}
                >
                  <LayoutDashboard className="size-4" aria-hidden="true" />
                  Admin portal
                </Link>
              </li>
            ) : null}
            <li>
              <button
                type="button"
                onClick={handleSignOut}
                disabled={signOut.isPending}
                className={`${itemLayout} text-red-700 hover:text-red-800 disabled:cursor-wait disabled:opacity-70 dark:text-red-400 dark:hover:text-red-300`}
              >
                {signOut.isPending ? (
                  <LoaderCircle
                    className="size-4 animate-spin motion-reduce:animate-none"
                    aria-hidden="true"
                  />
                ) : (
                  <LogOut className="size-4" aria-hidden="true" />
                )}
                {signOut.isPending ? 'Signing out...' : 'Sign Out'}
              </button>
            </li>
          </ul>
        </div>
      ) : null}
    </div>
  );
}
