import { zodResolver } from '#web/lib/schema-resolver';
import { LoaderCircle } from 'lucide-react';
import { FormProvider, useForm, useWatch } from 'react-hook-form';
import { toast } from '#web/lib/toast';
import { TEAM_MAIL_DEFAULTS_NOTE } from '#domain/team-mail-choices';
import { profileUpdateSchema, type ProfileUpdate, type ProfileUpdateInput } from '#domain/profile-update';
import { Avatar } from '#web/components/ui/avatar';
import { showServerErrors } from '#web/lib/server-field-errors';
import { useSession, type SessionUser } from '#web/lib/session';
import { useUpdateProfile } from './api/update-profile';
import { Card } from '#web/components/ui/card';
import { FormProblem, primaryButtonClass } from '#web/components/admin/admin-form-controls';
import { TextField } from '#web/components/ui/form-fields';
import { TeamMailSwitches } from './components/team-mail-switches';

function PhotoPreview() {
  const photoURL = useWatch<ProfileUpdateInput, 'photoURL'>({ name: 'photoURL' });
  const valid = profileUpdateSchema.shape.photoURL.safeParse(photoURL);
  return <Avatar src={valid.success ? valid.data : null} className="size-20" />;
}

function ProfileForm({ user }: { user: SessionUser }) {
  const form = useForm<ProfileUpdateInput, unknown, ProfileUpdate>({
    resolver: zodResolver(profileUpdateSchema),
    defaultValues: { name: user.name ?? '', photoURL: user.photoURL ?? '' },
  });
  const update = useUpdateProfile();
  const submit = form.handleSubmit((profile) =>
    // The schema's output (photo null when cleared) goes back to its input shape for the API.
    update.mutateAsync({ name: profile.name, photoURL: profile.photoURL ?? '', version: user.version }).then(
      ({ user: saved }) => {
        form.reset({ name: saved.name ?? '', photoURL: saved.photoURL ?? '' });
        toast.success('Profile saved', { id: 'profile-saved' });
      },
      (error: unknown) => showServerErrors(form, error, ['name', 'photoURL']),
    ),
  );

  return (
    <FormProvider {...form}>
      <form noValidate onSubmit={(event) => void submit(event)} className="space-y-6">
        <div className="flex flex-col gap-6 sm:flex-row sm:items-start">
          <PhotoPreview />
          <div className="grid min-w-0 flex-1 grid-cols-1 gap-5">
            <TextField<ProfileUpdateInput>
              name="name"
              label="Display name"
              required
              autoComplete="name"
              hint="Shown in the admin portal's profile menu and in the users list."
            />
            <TextField<ProfileUpdateInput>
              name="photoURL"
              label="Photo link"
              type="url"
              inputMode="url"
              placeholder="https://"
              hint="A square picture works best. Leave empty to use the default picture."
            />
          </div>
        </div>
        <div className="flex flex-col-reverse items-stretch gap-3 sm:flex-row sm:items-center sm:justify-end">
          <div className="sm:mr-auto">
            <FormProblem message={form.formState.errors.root?.server?.message} />
          </div>
          <button type="submit" disabled={update.isPending} className={primaryButtonClass}>
            {update.isPending ? (
              <LoaderCircle className="size-4 animate-spin motion-reduce:animate-none" aria-hidden="true" />
            ) : null}
            {update.isPending ? 'Saving…' : 'Save profile'}
          </button>
        </div>
      </form>
    </FormProvider>
  );
}

/** /admin/profile: the name and photo HouseHunt shows for the signed-in person, and the team mail they get. */
export function AdminProfilePage() {
  const { user } = useSession();
  // The admin guard let only a signed-in admin in.
  if (!user) return null;
  return (
    <div className="space-y-6">
      <Card
        title="Your profile"
        description={`How you appear to other HouseHunt staff. You sign in as ${user.email}.`}
      >
        <ProfileForm key={user.id} user={user} />
      </Card>
      <Card
        title="Mail to you"
        description={`What HouseHunt mails to ${user.email} about the team's work. ${TEAM_MAIL_DEFAULTS_NOTE}`}
      >
        <TeamMailSwitches />
      </Card>
    </div>
  );
}
