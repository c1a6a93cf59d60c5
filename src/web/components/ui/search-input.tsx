/**
 * The one search box: an icon (a magnifying glass unless told) inside a rounded text box, named by a hidden label
 * or by the caller's aria-label. What it searches and when is the caller's; this is only the field.
 */
import { Search, type LucideIcon } from 'lucide-react';
import { useId, type ComponentProps } from 'react';

// The class lists are in styles.css (the search-field-* utilities): the search page's JavaScript has no room.
const looks = {
  /** The admin portal's toolbars and header: grey until focused. */
  admin: { field: 'search-field-admin', icon: 'left-3' },
  /** The public search page: white, a little taller on wide screens. */
  public: { field: 'search-field-public', icon: 'left-3.5' },
} as const;

type SearchInputProps = Omit<ComponentProps<'input'>, 'id' | 'className'> & {
  look: keyof typeof looks;
  /** The hidden label that names the box; leave it out where aria-label does (a combobox). */
  label?: string;
  icon?: LucideIcon;
  /** Where the box sits: the wrapper's width and place in the layout. */
  className?: string;
  /** Added to the box's own classes: its width, and how that changes on focus. */
  fieldClassName?: string;
};

export function SearchInput({
  look,
  label,
  icon: Icon = Search,
  className = '',
  fieldClassName = '',
  type = 'search',
  autoComplete = 'off',
  ...input
}: SearchInputProps) {
  const inputId = useId();
  return (
    <div className={`relative ${className}`}>
      {label ? (
        <label htmlFor={inputId} className="sr-only">
          {label}
        </label>
      ) : null}
      <Icon
        className={`pointer-events-none absolute top-1/2 ${looks[look].icon} size-4 -translate-y-1/2 text-stone-400`}
        aria-hidden="true"
      />
      <input
        id={inputId}
        type={type}
        autoComplete={autoComplete}
        className={`${looks[look].field} ${fieldClassName}`}
        {...input}
      />
    </div>
  );
}
