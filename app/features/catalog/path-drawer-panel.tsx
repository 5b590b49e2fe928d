import { href, Link } from "react-router";
import { Drawer } from "~/app/components/ui/drawer.tsx";
import type { PathBanner } from "~/server/domain/catalog/service.ts";
import { formatHours, SkillChips } from "./cards.tsx";

/** A learning path's quick look: its courses in order and its skills, with a link to the path page. */
export default function PathDrawerPanel({ path, onClose }: { path: PathBanner | null; onClose: () => void }) {
  return (
    <Drawer
      open={path !== null}
      onOpenChange={(o) => !o && onClose()}
      title={path?.title ?? ""}
      description={path ? `${path.courseCount} courses · ${formatHours(path.totalHours)}` : undefined}
      testId="path-drawer"
      footer={
        path && (
          <Link to={href("/path/:slug", { slug: path.slug })} className="btn btn-dark w-full">
            View Full Details
          </Link>
        )
      }
    >
      {path && (
        <div>
          <img src={path.badgeSrc} alt="" width={88} height={88} className="size-22" />
          <p className="mt-4 leading-relaxed text-ink">{path.description}</p>
          <h3 className="mt-6 text-sm font-black tracking-wide text-navy uppercase">Courses, in order</h3>
          <ol className="mt-3 space-y-2">
            {path.courseTitles.map((title, i) => (
              <li key={title} className="flex items-center gap-3 rounded-xl bg-mist px-3 py-2.5">
                <span className="grid size-7 shrink-0 place-items-center rounded-full bg-turquoise text-sm font-bold text-navy">
                  {i + 1}
                </span>
                <span className="font-bold text-navy">{title}</span>
              </li>
            ))}
          </ol>
          <h3 className="mt-6 text-sm font-black tracking-wide text-navy uppercase">Skills</h3>
          <SkillChips skills={path.skills} className="mt-2" />
        </div>
      )}
    </Drawer>
  );
}
