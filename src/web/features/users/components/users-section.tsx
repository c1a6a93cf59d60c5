import { ShieldCheck, ShieldOff } from 'lucide-react';
import { useState } from 'react';
import { toast } from '#web/lib/toast';
import { ConfirmDialog } from '#web/components/ui/confirm-dialog';
import { ListState } from '#web/components/ui/list-state';
import { useSession } from '#web/lib/session';
import { formatAccountDate } from '#web/lib/account-dates';
import { USER_ROLE_LABELS, type UserProfile } from '#domain/user-profile';
import { useUsers } from '#web/features/users/api/get-users';
import { useSetUserRole } from '#web/features/users/api/set-user-role';
import { useSetTrustedLister } from '#web/features/users/api/set-trusted-lister';
import { secondaryButtonClass } from '#web/components/admin/admin-form-controls';
import { SettingsTable } from '#web/components/admin/settings-table';
import { type RoleChange, roleChangesFor } from '#web/features/users/utils/role-changes';

function RoleBadge({ role }: { role: UserProfile['role'] }) {
  const tone =
    role === 'admin'
      ? 'bg-brand-50 text-brand-800 ring-brand-200 dark:bg-amber-950 dark:text-amber-200 dark:ring-amber-800'
      : 'bg-stone-100 text-stone-700 ring-stone-200 dark:bg-stone-800 dark:text-stone-200 dark:ring-stone-700';
  return (
    <span className={`inline-flex rounded-full px-2.5 py-0.5 text-xs font-semibold ring-1 ${tone}`}>
      {USER_ROLE_LABELS[role]}
    </span>
  );
}

/** Everyone who has signed in, with role and last sign-in; admins give or take admin access here. */
export function UsersSection() {
  const users = useUsers();
  const { user: me } = useSession();
  const setRole = useSetUserRole();
  const trust = useSetTrustedLister();
  const [changing, setChanging] = useState<{ user: UserProfile; change: RoleChange } | null>(null);

  const closeDialog = () => {
    setChanging(null);
    setRole.reset();
  };
  const confirm = () => {
    if (!changing) return;
    const { change } = changing;
    setRole.mutate(
      { userId: changing.user.id, role: change.to, version: changing.user.version },
      {
        onSuccess: ({ user }) => {
          toast.success(change.done(user.email));
          setChanging(null);
        },
      },
    );
  };

  return (
    <ListState query={users} look="inline" loadingText="Loading users…">
      {(list) => (
        <>
          <SettingsTable
            caption="Users, their role and last sign-in"
            columns={[
              { label: 'Name' },
              { label: 'Email' },
              { label: 'Role' },
              { label: 'Last sign-in' },
              { label: 'Trusted lister' },
              { label: 'Actions', align: 'right', hidden: true },
            ]}
          >
            {list.map((user) => {
              const name = user.name || 'No name given';
              const isMe = user.id === me?.id;
              return (
                <tr key={user.id}>
                  <th
                    scope="row"
                    className="px-5 py-3 font-medium text-stone-900 sm:px-3 dark:text-stone-100"
                  >
                    {name}
                    {isMe ? (
                      <span className="ml-2 text-xs font-normal text-stone-600 dark:text-stone-400">
                        (you)
                      </span>
                    ) : null}
                  </th>
                  <td className="px-3 py-3 break-all text-stone-700 dark:text-stone-300">{user.email}</td>
                  <td className="px-3 py-3">
                    <RoleBadge role={user.role} />
                  </td>
                  <td className="px-3 py-3 whitespace-nowrap text-stone-700 dark:text-stone-300">
                    {formatAccountDate(user.lastLogin)}
                  </td>
                  <td className="px-3 py-3">
                    <input
                      type="checkbox"
                      className="size-4"
                      checked={user.trustedLister}
                      disabled={trust.isPending}
                      aria-label={`Trusted lister: ${user.email}'s edits of a live listing publish without review`}
                      onChange={(event) =>
                        trust.mutate({
                          userId: user.id,
                          trustedLister: event.target.checked,
                          version: user.version,
                        })
                      }
                    />
                  </td>
                  <td className="space-x-2 px-5 py-3 text-right whitespace-nowrap sm:px-3">
                    {roleChangesFor(user.role).map((change) => (
                      <button
                        key={change.to}
                        type="button"
                        onClick={() => setChanging({ user, change })}
                        className={secondaryButtonClass}
                        aria-label={`${change.label}: ${user.email}`}
                      >
                        {change.removes ? (
                          <ShieldOff className="size-4" aria-hidden="true" />
                        ) : (
                          <ShieldCheck className="size-4" aria-hidden="true" />
                        )}
                        {change.label}
                      </button>
                    ))}
                  </td>
                </tr>
              );
            })}
          </SettingsTable>
          <ConfirmDialog
            open={changing !== null}
            title={changing?.change.title ?? ''}
            confirmLabel={changing?.change.label ?? ''}
            pendingLabel={changing?.change.pendingLabel ?? ''}
            tone={changing?.change.removes ? 'danger' : 'default'}
            pending={setRole.isPending}
            onConfirm={confirm}
            onCancel={closeDialog}
          >
            <p>
              {changing?.change.removes && changing.user.id === me?.id
                ? 'You will lose access to the admin portal as soon as this is saved.'
                : changing?.change.consequence(changing.user.email)}
            </p>
            {setRole.isError ? (
              <p role="alert" className="mt-3 font-medium text-red-700 dark:text-red-400">
                {setRole.error.message}
              </p>
            ) : null}
          </ConfirmDialog>
        </>
      )}
    </ListState>
  );
}
