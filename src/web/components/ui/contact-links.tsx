import { Mail, Phone } from 'lucide-react';
import { formatIndianMobile } from '#domain/contact-fields';

const link =
  'inline-flex items-center gap-1.5 text-stone-700 hover:text-brand-700 hover:underline dark:text-stone-200 dark:hover:text-amber-300';

/** A visitor's phone (tap to call) and email (tap to write) as links, for the admin lists and panels. */
export function ContactLinks({ phone, email }: { phone: string | null; email: string | null }) {
  return (
    <div className="flex flex-col items-start gap-0.5">
      {phone ? (
        <a href={`tel:${phone}`} className={`${link} whitespace-nowrap`}>
          <Phone className="size-3.5 shrink-0" aria-hidden="true" />
          {formatIndianMobile(phone)}
        </a>
      ) : null}
      {email ? (
        <a href={`mailto:${email}`} className={`${link} max-w-56 break-all`}>
          <Mail className="size-3.5 shrink-0" aria-hidden="true" />
          {email}
        </a>
      ) : null}
    </div>
  );
}
