/**
 * The fields every visitor form asks for to reach the visitor back: name, mobile number and email. Each form says
 * which of the two ways to reach them it needs, and why.
 */
import { useLingui } from '@lingui/react/macro';
import { TextField } from '#web/components/ui/form-fields';

type ContactValues = { name: string; phone: string; email: string };

/** The fields' starting values: a signed-in visitor finds their name and email already filled in. */
export function contactDefaults(
  user: { name: string | null; email: string } | null | undefined,
): ContactValues {
  return { name: user?.name ?? '', phone: '', email: user?.email ?? '' };
}

type ContactFieldProps = { required?: boolean; hint?: string };

export function NameField() {
  const { t } = useLingui();
  return <TextField<ContactValues> name="name" label={t`Your name`} required autoComplete="name" />;
}

export function MobileField({ required = false, hint }: ContactFieldProps) {
  const { t } = useLingui();
  return (
    <TextField<ContactValues>
      name="phone"
      label={t`Mobile number`}
      required={required}
      type="tel"
      inputMode="tel"
      autoComplete="tel"
      placeholder="98450 12345"
      hint={hint}
    />
  );
}

export function EmailField({ required = false, hint }: ContactFieldProps) {
  const { t } = useLingui();
  return (
    <TextField<ContactValues>
      name="email"
      label={t`Email`}
      required={required}
      type="email"
      autoComplete="email"
      placeholder={t`you@example.com`}
      hint={hint}
    />
  );
}
