/** A first-response time in words a team lead reads at a glance: "45 min", "3 h 20 min", "2 days 4 h". */
export function formatResponseMinutes(minutes: number | null): string {
  if (minutes === null) return 'No responses yet';
  if (minutes < 60) return `${minutes} min`;
  const hours = Math.floor(minutes / 60);
  if (hours < 24) {
    const rest = minutes % 60;
    return rest === 0 ? `${hours} h` : `${hours} h ${rest} min`;
  }
  const days = Math.floor(hours / 24);
  const restHours = hours % 24;
  const dayWord = days === 1 ? 'day' : 'days';
  return restHours === 0 ? `${days} ${dayWord}` : `${days} ${dayWord} ${restHours} h`;
}
