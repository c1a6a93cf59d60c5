/** The listing page the front-end benches visit: a flat for sale of the running catalogue. */
export async function demoListingPath(baseUrl: string): Promise<string> {
  const response = await fetch(`${baseUrl}/api/properties?status=sale&type=flat&pageSize=1`);
  const { items } = (await response.json()) as { items: Array<{ id: string }> };
  if (!items[0]) throw new Error('The demo catalogue has no flat for sale');
  return `/property/${items[0].id}`;
}
