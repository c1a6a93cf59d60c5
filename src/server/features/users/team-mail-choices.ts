/** An admin's own choice of team mail, kept on their account (read by notices/team-mails.ts). */
import { eq } from 'drizzle-orm';
import { teamMailChoicesOf, type TeamMailChoices } from '#domain/team-mail-choices';
import type { Database } from '#server/db/client';
import { users } from '#server/db/schema';
import { NotFoundError } from '#server/errors';
import { writeAudit } from '#server/audit/audit-log';

const choiceColumns = {
  newBookings: users.mailNewBookings,
  newEnquiries: users.mailNewEnquiries,
  dailyDigest: users.mailDailyDigest,
  chosenAt: users.teamMailChosenAt,
};

export async function readTeamMailChoices(db: Database, userId: string): Promise<TeamMailChoices> {
  const [row] = await db.select(choiceColumns).from(users).where(eq(users.id, userId));
  if (!row) throw new NotFoundError('Your account is gone.');
  return teamMailChoicesOf(row);
}

/**
 * Saves the three switches as given (each is the admin's own; no one else edits them), audited; from now on they
 * count instead of the defaults.
 */
export async function saveTeamMailChoices(
  db: Database,
  admin: { id: string; email: string },
  choices: TeamMailChoices,
): Promise<TeamMailChoices> {
  return db.transaction(async (tx) => {
    const [row] = await tx
      .update(users)
      .set({
        mailNewBookings: choices.newBookings,
        mailNewEnquiries: choices.newEnquiries,
        mailDailyDigest: choices.dailyDigest,
        teamMailChosenAt: new Date(),
      })
      .where(eq(users.id, admin.id))
      .returning(choiceColumns);
    if (!row) throw new NotFoundError('Your account is gone.');
    await writeAudit(tx, {
      actor: admin,
      action: 'user.team-mail-changed',
      entityType: 'user',
      entityId: admin.id,
      details: { ...choices },
    });
    return teamMailChoicesOf(row);
  });
}
