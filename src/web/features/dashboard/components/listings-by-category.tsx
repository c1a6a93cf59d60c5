import { Link } from 'react-router';
import { MAIN_CATEGORY_LABELS, SUB_CATEGORY_LABELS } from '#domain/taxonomy';
import type { CategoryCount } from '#domain/dashboard-figures';
import { DashboardCard } from './dashboard-card';

/** Every type of listing under its category, with a bar against the largest type; each row opens that list. */
export function ListingsByCategory({ categories }: { categories: CategoryCount[] }) {
  const largest = Math.max(
    1,
    ...categories.flatMap((category) => category.subCategories.map((sub) => sub.listings)),
  );
  return (
    <DashboardCard
      id="listings-by-category"
      title="Listings by category"
      description="Every listing on the site, by type."
    >
      <div className="space-y-5">
        {categories.map((category) => (
          <div key={category.mainCategory}>
            <h3 className="flex items-baseline justify-between text-sm font-semibold text-stone-900 dark:text-stone-50">
              {MAIN_CATEGORY_LABELS[category.mainCategory]}
              <span className="tabular-nums" data-testid={`category-${category.mainCategory}`}>
                {category.listings.toLocaleString('en-IN')}
              </span>
            </h3>
            <ul className="mt-2 space-y-1.5">
              {category.subCategories.map(({ subCategory, listings }) => (
                <li key={subCategory}>
                  <Link
                    to={`/admin/properties?subCategory=${subCategory}`}
                    className="group block rounded-lg px-2 py-1 hover:bg-brand-50 dark:hover:bg-stone-800"
                  >
                    <span className="flex items-baseline justify-between gap-3 text-sm">
                      <span className="text-stone-700 group-hover:text-brand-800 dark:text-stone-300 dark:group-hover:text-amber-200">
                        {SUB_CATEGORY_LABELS[subCategory]}
                      </span>
                      <span className="tabular-nums font-medium text-stone-900 dark:text-stone-50">
                        {listings.toLocaleString('en-IN')}
                      </span>
                    </span>
                    <span
                      className="mt-1 block h-1.5 overflow-hidden rounded-full bg-stone-100 dark:bg-stone-800"
                      aria-hidden="true"
                    >
                      <span
                        className="block h-full rounded-full bg-brand-500 dark:bg-amber-400"
                        style={{ width: `${(listings / largest) * 100}%` }}
                      />
                    </span>
                  </Link>
                </li>
              ))}
            </ul>
          </div>
        ))}
      </div>
    </DashboardCard>
  );
}
