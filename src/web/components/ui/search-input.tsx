/**
 * The one search box: an icon (a magnifying glass unless told) inside a rounded text box, named by a hidden label
 * or by the caller's aria-label. What it searches and when is the caller's; this is only the field.
 */
import { Search, type LucideIcon } from 'lucide-react';
import { useId, type ComponentProps } from 'react';

/**
 * admin: the admin portal's toolbars and header, grey until focused; public: the public search page, white and a
 * little taller on wide screens. Each is a search-field-* and a search-icon-* utility in styles.css: the search
 * page's JavaScript has no room for the class lists.
 */
type SearchInputLook = 'admin' | 'public';

type SearchInputProps = Omit<ComponentProps<'input'>, 'id' | 'className'> & {
  look: SearchInputLook;
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
      <Icon className={`search-icon-${look}`} aria-hidden="true" />
      <input
        id={inputId}
        type={type}
        autoComplete={autoComplete}
        className={`search-field-${look} ${fieldClassName}`}
        {...input}
      />
    </div>
  );
}
