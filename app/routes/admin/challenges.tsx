import { Plus, Trophy } from "lucide-react";
import { FormNotice } from "~/app/components/ui/field.tsx";
import { href, Link } from "react-router";
import { getAppContext } from "~/app/context.ts";
import { orHttpError } from "~/app/lib/http.server.ts";
import { requireStaff } from "~/app/lib/staff.server.ts";
import { formatUtcDate } from "~/core/format.ts";
import type { Route } from "./+types/challenges";

export async function loader({ request, context }: Route.LoaderArgs) {
  const staff = await requireStaff(context, request);
  const rows = await orHttpError(getAppContext(context).services.challenges.staffList(staff));
  const created = new URL(request.url).searchParams.get("created");
  return {
    created: rows.find((c) => c.id === created)?.title ?? null,
    challenges: rows.map((c) => ({
      id: c.id,
      title: c.title,
      state: c.state,
      runs: `${formatUtcDate(c.startsAt)} – ${formatUtcDate(c.endsAt)}`,
      entries: c.entries,
      places: c.places,
    })),
  };
}

export const meta: Route.MetaFunction = () => [{ title: "Challenges | Staff area" }];

const STATE = { upcoming: "Not started", open: "Taking entries" } as const;

export default function ChallengesPage({ loaderData: { challenges, created } }: Route.ComponentProps) {
  const waiting = challenges.filter((c) => c.state === "closed" && c.places === 0).length;
  return (
    <>
      <div className="flex flex-wrap items-start justify-between gap-3">
        <div>
          <h1 className="font-display text-3xl font-bold text-navy">Challenges</h1>
          <p className="mt-1 max-w-2xl text-sm text-muted">
            A challenge shows on the site from its first day. Once it closes, its judges give up to three places here,
            each with a note on why the entry placed. The results show on the challenge&apos;s page at once and each
            winner is told by e-mail; the page promises them within two weeks of the close.
          </p>
        </div>
        <Link to={href("/admin/challenges/new")} className="btn btn-primary">
          <Plus aria-hidden className="size-4" /> New challenge
        </Link>
      </div>
      {created && (
        <div className="mt-4">
          <FormNotice>{created} is created. It shows on the site from its first day.</FormNotice>
        </div>
      )}
      {waiting > 0 && (
        <p className="mt-3 font-bold text-navy">
          {waiting === 1 ? "1 closed challenge is" : `${waiting} closed challenges are`} waiting for results.
        </p>
      )}
      <div className="relative mt-5 overflow-x-auto rounded-xl bg-white shadow-sm">
        <table className="w-full text-left text-sm">
          <thead className="border-b border-line text-xs text-muted uppercase">
            <tr>
              <th scope="col" className="p-3">
                Challenge
              </th>
              <th scope="col" className="p-3">
                Runs
              </th>
              <th scope="col" className="p-3">
                Entries
              </th>
              <th scope="col" className="p-3">
                Results
              </th>
              <th scope="col" className="p-3">
                <span className="sr-only">Brief</span>
              </th>
            </tr>
          </thead>
          <tbody className="divide-y divide-line">
            {challenges.map((c) => (
              <tr key={c.id}>
                <td className="p-3">
                  <Link
                    to={
                      c.state === "upcoming"
                        ? href("/admin/challenges/:id/edit", { id: c.id })
                        : href("/admin/challenges/:id", { id: c.id })
                    }
                    className="font-bold text-navy underline"
                  >
                    {c.title}
                  </Link>
                </td>
                <td className="p-3 whitespace-nowrap">{c.runs}</td>
                <td className="p-3">{c.entries}</td>
                <td className="p-3">
                  {c.state !== "closed" ? (
                    <span className="text-muted">{STATE[c.state]}</span>
                  ) : c.places > 0 ? (
                    <span className="inline-flex items-center gap-1">
                      <Trophy aria-hidden className="size-4 text-turquoise-deep" />
                      {c.places === 1 ? "1 place announced" : `${c.places} places announced`}
                    </span>
                  ) : (
                    <span className="font-bold text-red-700">To judge</span>
                  )}
                </td>
                <td className="p-3">
                  <Link to={href("/admin/challenges/:id/edit", { id: c.id })} className="underline">
                    Edit<span className="sr-only"> {c.title}</span>
                  </Link>
                </td>
              </tr>
            ))}
          </tbody>
        </table>
        {challenges.length === 0 && <p className="p-4 text-muted">No challenges yet.</p>}
      </div>
    </>
  );
}
