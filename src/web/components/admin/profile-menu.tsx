import { Settings, UserCog } from 'lucide-react';
import { SignOutMenuItem, UserMenu, UserMenuLink } from '../ui/user-menu';
import { DEFAULT_ADMIN_EMAIL, DEFAULT_ADMIN_NAME, type AdminUser } from './admin-user';

export type ProfileMenuProps = {
  user?: AdminUser;
  onSignOut: () => void;
  /** The sign-out request is on its way. */
  signingOut?: boolean;
};

export function ProfileMenu({ user = {}, onSignOut, signingOut = false }: ProfileMenuProps) {
  return (
    <UserMenu
      label="Profile menu"
      panelLabel="Profile"
      name={user.displayName || DEFAULT_ADMIN_NAME}
      email={user.email || DEFAULT_ADMIN_EMAIL}
      photoURL={user.photoURL}
    >
      {(close) => (
        <>
          <UserMenuLink
            to="/admin/profile"
            icon={<UserCog className="size-4" aria-hidden="true" />}
            onClick={close}
          >
            Profile Settings
          </UserMenuLink>
          <UserMenuLink
            to="/admin/account"
            icon={<Settings className="size-4" aria-hidden="true" />}
            onClick={close}
          >
            Account Settings
          </UserMenuLink>
          <SignOutMenuItem pending={signingOut} onClick={onSignOut} />
        </>
      )}
    </UserMenu>
  );
}
