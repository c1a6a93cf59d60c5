import { Link } from 'react-router';

/** "HouseHunt / Admin / {page}" above the admin page heading. */
export function Breadcrumb({ pageName }: { pageName: string }) {
  const linkClass = 'hover:text-brand-700 hover:underline dark:hover:text-amber-300';
  return (
    <nav aria-label="Breadcrumb">
      <ol className="flex flex-wrap items-center gap-1.5 text-sm text-stone-500 dark:text-stone-400">
        <li>
          <Link to="/" className={linkClass}>
            HouseHunt
          </Link>
        </li>
        <li aria-hidden="true">/</li>
        <li>
          <Link to="/admin" className={linkClass}>
            Admin
          </Link>
        </li>
        <li aria-hidden="true">/</li>
        <li aria-current="page" className="font-medium text-stone-800 dark:text-stone-100">
          {pageName}
        </li>
      </ol>
    </nav>
  );
}
