import { useEffect } from 'react';
import { useLocation } from 'react-router';

/**
 * Sets the browser tab's title. Applied again after every navigation; when several are on screen the one
 * deepest in the tree wins (React runs effects in tree order), so a page can override its route's title.
 */
export function DocumentTitle({ title }: { title: string }) {
  const { key } = useLocation();
  useEffect(() => {
    document.title = title;
  }, [title, key]);
  return null;
}
