-- Decision 053: the buyer of a Teams plan holds one of its seats, and the plan itself no longer grants
-- them premium access. Buyers who ran their team without a seat before get one where a seat is free,
-- so nobody loses access by this change alone.
UPDATE "team_member" AS m
SET "holds_seat" = true
WHERE m."role" = 'admin'
  AND m."source" = 'buyer'
  AND m."status" = 'active'
  AND m."holds_seat" = false
  AND EXISTS (
    SELECT 1 FROM "team" AS t
    WHERE t."id" = m."team_id"
      AND t."billing" = 'card'
      AND (
        SELECT count(*) FROM "team_member" AS x
        WHERE x."team_id" = m."team_id" AND x."status" = 'active' AND x."holds_seat"
      ) < t."seats"
  );
