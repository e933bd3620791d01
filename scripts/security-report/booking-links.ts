/**
 * The security report's attacks on a booking's private link (GET
 * /appointments/manage, POST /appointments/manage/move and /cancel, the token
 * in Authorization: Bearer): wrong, malformed and misplaced tokens, guessing
 * from one client, hostile move bodies with a valid link, moves the booking
 * rules refuse, and the links of a cancelled and of a past booking. The
 * bookings they need are made first, from clients of their own.
 */
import crypto from "node:crypto";
import { BODY_LIMIT_BYTES } from "../../server/app";
import { appointmentMoveSchema } from "../../src/contract/requests";
import { plusDays } from "../../src/lib/booking-days";
import { BAD_CHARACTERS, IMPOSSIBLE_DATES, WORST_STRINGS, roomFor, stringTargets, withValueAt, type Json } from "../lib/hostile-requests";
import { bookableDays, type Answer, type Probe } from "./probe";

const MANAGE = "/api/appointments/manage";
const bearer = (token: string) => ({ headers: { authorization: `Bearer ${token}` } });
const randomToken = () => crypto.randomBytes(32).toString("base64url");

export async function bookingLinkAttacks(probe: Probe, bodies: Record<string, Json>, today: string): Promise<void> {
  const booking = bodies["/appointments"];
  const { days, freeAt } = await bookableDays(probe.base, booking, today);
  const [first, second] = [days[days.length - 1], days[days.length - 2]];
  const [firstTimes, secondTimes] = [await freeAt(first), await freeAt(second)];
  let n = 0;
  const book = async (date: string, startTime: string) => {
    n += 1;
    const contact = { email: `lien-${n}@example.com`, phone: `514 555-03${String(n).padStart(2, "0")}` };
    const answer = await probe.send("POST", "/api/appointments", { ...booking, ...contact, date, startTime });
    if (answer.status !== 201) throw new Error(`The report could not book ${date} ${startTime}: ${answer.status} ${JSON.stringify(answer.body)}`);
    return { id: Number(answer.body.id), token: String(answer.body.manageToken) };
  };
  const kept = await book(first, firstTimes[0]);
  // Another visitor's booking, in the slot a move below asks for.
  await book(first, firstTimes[1]);
  const move = { date: second, startTime: secondTimes[0] };
  /** The three calls of a link with these headers, one after the other. */
  const calls = async (options: { headers: Record<string, string> }) => [
    { answer: await probe.sendBest("GET", MANAGE, undefined, options) },
    { answer: await probe.sendBest("POST", `${MANAGE}/move`, move, options) },
    { answer: await probe.sendBest("POST", `${MANAGE}/cancel`, {}, options) },
  ];

  // Wrong, malformed and misplaced tokens: nothing opens, least of all the real booking given the wrong way.
  const wrong: { headers: Record<string, string> }[] = [
    ...Array.from({ length: 30 }, () => bearer(randomToken())),
    bearer("abc"),
    bearer("A".repeat(8000)),
    bearer(`${randomToken().slice(0, 42)}!`),
    bearer(`${kept.token}%00`),
    { headers: {} },
    { headers: { authorization: `Basic ${kept.token}` } },
  ];
  const wrongAnswers: { answer: Answer }[] = [];
  for (const options of wrong) wrongAnswers.push(...(await calls(options)));
  wrongAnswers.push({ answer: await probe.sendBest("GET", `${MANAGE}?token=${kept.token}`) });
  await probe.record(
    "Wrong links: 30 random tokens, a short one, an 8 KB one, characters outside base64url, a token with %00, none, a real token as Basic or in the address",
    "GET /appointments/manage; POST …/move, …/cancel: Authorization",
    wrongAnswers,
  );

  const guesser = "203.0.113.90";
  const guesses: { answer: Answer }[] = [];
  for (let i = 0; i < 100; i++) guesses.push({ answer: await probe.send("POST", `${MANAGE}/cancel`, {}, { ip: guesser, ...bearer(randomToken()) }) });
  await probe.record("100 guessed tokens from one client (its budget: 30 POSTs per 10 min)", "POST /appointments/manage/cancel: Authorization", guesses);

  // Hostile move bodies with a valid link: refused before the booking is read, which stays where it was.
  const bodyAnswers: { answer: Answer }[] = [];
  for (const target of stringTargets(appointmentMoveSchema)) {
    const values = [
      ...WORST_STRINGS.map((shape) => shape.make(roomFor(move, BODY_LIMIT_BYTES))),
      ...BAD_CHARACTERS.map((bad) => bad.value),
      ...(target.date ? IMPOSSIBLE_DATES : []),
    ];
    for (const value of values)
      bodyAnswers.push({ answer: await probe.sendBest("POST", `${MANAGE}/move`, withValueAt(move, target, value), bearer(kept.token)) });
  }
  const after = (await probe.send("GET", MANAGE, undefined, bearer(kept.token))).body;
  const stayed = after.date === first && after.startTime === firstTimes[0];
  await probe.record(
    `Longest strings the 64 KB body holds (${WORST_STRINGS.length} shapes), NUL, unpaired surrogates, ESC, impossible dates, with a valid link (the booking ${stayed ? "stayed where it was" : "MOVED"})`,
    "POST /appointments/manage/move: date, startTime",
    bodyAnswers,
  );

  const refusedMoves = [
    { date: first, startTime: firstTimes[1] },
    { date: "9999-12-29", startTime: "10:00" },
    { date: "2100-01-04", startTime: "10:00" },
    { date: second, startTime: "03:00" },
    { date: plusDays(today, -1), startTime: firstTimes[0] },
  ];
  const moveAnswers: { answer: Answer }[] = [];
  for (const to of refusedMoves) moveAnswers.push({ answer: await probe.sendBest("POST", `${MANAGE}/move`, to, bearer(kept.token)) });
  await probe.record(
    `Moves the booking rules refuse: to a slot another booking holds, beyond the 21-day horizon (9999-12-29, 2100-01-04), to a time the shop does not offer, to yesterday`,
    "POST /appointments/manage/move",
    moveAnswers,
  );

  const cancelled = await book(second, secondTimes[1]);
  await probe.send("POST", `${MANAGE}/cancel`, {}, bearer(cancelled.token));
  await probe.record(
    "A cancelled booking's link: shown, moved, cancelled again",
    "GET /appointments/manage; POST …/move, …/cancel",
    await calls(bearer(cancelled.token)),
  );

  const past = await book(second, secondTimes[2]);
  await probe.db.query("UPDATE appointments SET date = date - 30 WHERE id = $1", [past.id]);
  await probe.record(
    "A past booking's link (the appointment was 30 days ago)",
    "GET /appointments/manage; POST …/move, …/cancel",
    await calls(bearer(past.token)),
  );
}
