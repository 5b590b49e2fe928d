import { CheckCircle2, Circle } from "lucide-react";
import { Link } from "react-router";
import { formatDate } from "~/core/format.ts";
import type { CredentialView, EarnedCredential } from "~/server/domain/credentials/service.ts";

/** Spec section 4: the credential card is completed or not completed (for a signed-in learner). */
export function CredentialCard({
  credential,
  earned,
  signedIn,
}: {
  credential: CredentialView;
  earned: EarnedCredential | undefined;
  signedIn: boolean;
}) {
  const completed = Boolean(earned);
  return (
    <article
      data-state={signedIn ? (completed ? "completed" : "not-completed") : "anonymous"}
      className={`flex h-full flex-col rounded-2xl border p-5 ${completed ? "border-turquoise-dark bg-turquoise/10" : "border-line bg-white"}`}
    >
      <div className="flex items-start justify-between gap-3">
        <img
          src={credential.badgeSrc}
          alt=""
          width={72}
          height={72}
          loading="lazy"
          className={`size-18 ${signedIn && !completed ? "opacity-50 grayscale" : ""}`}
        />
        {signedIn &&
          (completed ? (
            <span className="inline-flex items-center gap-1 rounded-full bg-navy px-2.5 py-1 text-xs font-bold text-white">
              <CheckCircle2 aria-hidden className="size-3.5 text-turquoise" /> Completed
            </span>
          ) : (
            <span className="inline-flex items-center gap-1 rounded-full bg-mist px-2.5 py-1 text-xs font-bold text-muted">
              <Circle aria-hidden className="size-3.5" /> Not completed
            </span>
          ))}
      </div>
      <h3 className="mt-4 font-display leading-snug font-bold text-navy">{credential.title}</h3>
      <p className="mt-auto pt-3 text-sm text-muted">
        {earned ? (
          <>
            Issued {formatDate(earned.issuedAt.toISOString().slice(0, 10))} ·{" "}
            <Link
              to={`/credentials/verify/${earned.verificationId}`}
              className="font-bold text-turquoise-deep hover:underline"
            >
              Verify
            </Link>
          </>
        ) : (
          <Link to={credential.subjectUrl} className="font-bold text-turquoise-deep hover:underline">
            How to earn it<span className="sr-only">: {credential.subjectTitle}</span>
          </Link>
        )}
      </p>
    </article>
  );
}
