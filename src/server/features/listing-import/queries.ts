/** Reading imports and the listings an import's rows name. */
import { and, eq, inArray, type SQL } from 'drizzle-orm';
import type { ListingImport } from '#domain/listing-import';
import type { UserRole } from '#domain/user-profile';
import type { Database } from '#server/db/client';
import { listingImports, properties } from '#server/db/schema';

/** Who is asking: an admin sees every import, anyone else (an agent) only their own. */
export type ImportViewer = { id: string; role: UserRole };

export type ImportRecord = typeof listingImports.$inferSelect;

export function visibleTo(viewer: ImportViewer): SQL | undefined {
  return viewer.role === 'admin' ? undefined : eq(listingImports.uploadedBy, viewer.id);
}

export async function findVisibleImport(
  db: Pick<Database, 'select'>,
  viewer: ImportViewer,
  id: string,
): Promise<ImportRecord | null> {
  const [record] = await db
    .select()
    .from(listingImports)
    .where(and(eq(listingImports.id, id), visibleTo(viewer)));
  return record ?? null;
}

/** The listings rows want to update, with what decides whether the viewer may edit them. */
export async function listingsToUpdate(db: Database, ids: readonly string[]) {
  if (ids.length === 0) return [];
  return db
    .select({
      id: properties.id,
      version: properties.version,
      listingState: properties.listingState,
      propertyStatus: properties.propertyStatus,
      assignedAgentId: properties.assignedAgentId,
    })
    .from(properties)
    .where(inArray(properties.id, [...ids]));
}

/** The import as the API answers it. */
export function presentImport(record: ImportRecord): ListingImport {
  const updateCount = record.rows.filter((row) => row.action === 'update').length;
  return {
    id: record.id,
    fileName: record.fileName,
    status: record.status,
    rowCount: record.rowCount,
    createCount: record.rows.length - updateCount,
    updateCount,
    errorCount: record.errors.length,
    rowsDone: record.rowsDone,
    failure: record.failure,
    createdAt: record.createdAt.toISOString(),
    finishedAt: record.finishedAt?.toISOString() ?? null,
    plan: record.rows.map(({ row, action, listingId, data }) => ({
      row,
      action,
      listingId,
      title: data.title,
      city: data.city,
      price: data.price,
    })),
    errors: record.errors,
    listingIds: record.listingIds,
  };
}
