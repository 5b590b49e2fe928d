import { GraphQLError, GraphQLScalarType, Kind } from "graphql";
import { createSchema } from "graphql-yoga";
import type { UserAttribute } from "~/core/user-attributes.ts";
import type { DatasetView } from "../domain/datasets/service.ts";
import { BadInput, NotFound } from "../domain/errors.ts";
import type { LegacyUserView } from "../domain/legacy-users/service.ts";
import type { GraphQLContext } from "./context.ts";

/** Data sets one listDatasets page holds at most, and by default. */
export const DATASETS_PAGE_MAX = 100;
export const DATASETS_PAGE_DEFAULT = 20;

/**
 * The API our other apps use (spec sections 3, 6 and 7): field names as the spec gives them.
 * `schema.graphql` beside this file is this schema printed; a test keeps the two equal.
 */
export const typeDefs = /* GraphQL */ `
  """
  A user attribute value: a string, or a number for the types int and float64.
  """
  scalar UserAttributeValue

  type Query {
    """
    The legacy user record of the caller; null when signed out.
    """
    me: LegacyUser
    """
    The attributes of one user. Only the owner may list them (limit 1 to 1000, default 1000).
    """
    listUserAttributes(filter: UserAttributeFilter!, limit: Int, nextToken: String): UserAttributeConnection!
    """
    One data set by id; null with a NOT_FOUND error when there is none.
    """
    getDataset(id: ID!): Dataset
    """
    Data sets in id order, a page at a time (limit 1 to 100, default 20).
    """
    listDatasets(filter: DatasetFilter, limit: Int, nextToken: String): DatasetConnection!
  }

  type Mutation {
    """
    Records an event against the caller's marketing session (the mkt_session cookie).
    """
    marketingEventCreate(event_id: Int!): MarketingEvent!
  }

  input IDFilter {
    eq: ID!
  }

  input IntFilter {
    eq: Int
  }

  input UserAttributeFilter {
    owner: IDFilter!
  }

  input DatasetFilter {
    legacy_id: IntFilter
  }

  type LegacyUser {
    id: ID!
    email: String!
    email_verified: Boolean!
    name: String!
    first_name: String
    last_name: String
    """
    An absolute URL; null without a photo.
    """
    avatar_src: String
    is_subscriber: Boolean!
    """
    ISO 8601 date and time.
    """
    created_at: String!
  }

  type UserAttribute {
    name: String!
    type: String!
    value: UserAttributeValue
  }

  type UserAttributeConnection {
    items: [UserAttribute!]!
    nextToken: String
  }

  type Dataset {
    id: ID!
    legacy_id: Int
    title: String!
    description: String!
    """
    single or multiple.
    """
    data_structure: String!
    """
    ISO 8601 date.
    """
    date_added: String!
    """
    Each file's download_url is null unless the caller may download: a locked (premium) data set,
    or one whose lock state is unknown, is for subscribers only.
    """
    download_files: [DownloadFile!]!
    file_type: String!
    """
    Premium data set; null when the lock state is unknown (treated as locked).
    """
    locked: Boolean
    license: String!
    number_of_fields: Int!
    number_of_records: Int!
    """
    Null unless the caller may see it (premium data sets: subscribers only).
    """
    recommended_analysis: String
    source: String!
    """
    Comma-separated.
    """
    tags: String!
    preview_files: [PreviewFile!]!
    image_src: String!
  }

  type DownloadFile {
    id: ID!
    title: String!
    file_type: String!
    """
    In kilobytes (multiply by 1000 for bytes).
    """
    file_size: Float!
    download_url: String
  }

  type PreviewFile {
    id: ID!
    title: String!
    download_url: String!
  }

  type DatasetConnection {
    items: [Dataset!]!
    nextToken: String
  }

  type MarketingEvent {
    marketing_event_id: ID!
  }
`;

const isAttributeValue = (value: unknown): value is string | number =>
  typeof value === "string" || (typeof value === "number" && Number.isFinite(value));

const UserAttributeValue = new GraphQLScalarType({
  name: "UserAttributeValue",
  description: "A user attribute value: a string, or a number for the types int and float64.",
  serialize(value) {
    if (isAttributeValue(value)) return value;
    throw new GraphQLError("A user attribute value must be a string or a number.");
  },
  parseValue(value) {
    if (isAttributeValue(value)) return value;
    throw new GraphQLError("A user attribute value must be a string or a number.");
  },
  parseLiteral(ast) {
    if (ast.kind === Kind.STRING) return ast.value;
    if (ast.kind === Kind.INT || ast.kind === Kind.FLOAT) return Number(ast.value);
    throw new GraphQLError("A user attribute value must be a string or a number.");
  },
});

/**
 * An avatar as other apps can show it (they share our sign-in but not our host): our own paths made
 * absolute, another host's photo (Google) as it is.
 */
function absoluteAvatar(src: string | null, ctx: GraphQLContext): string | null {
  if (src === null) return null;
  try {
    return ctx.absoluteUrl(src);
  } catch {
    return src;
  }
}

/** Opaque page tokens: the last data set id of the previous page. */
const encodeDatasetToken = (id: string) => Buffer.from(`d:${id}`).toString("base64url");
function decodeDatasetToken(token: string): string {
  const text = token.length <= 200 ? Buffer.from(token, "base64url").toString("utf8") : "";
  if (!/^d:[A-Za-z0-9_-]{1,80}$/.test(text)) {
    throw new BadInput("The page token is not valid.", { nextToken: ["The page token is not valid."] });
  }
  return text.slice(2);
}

function pageLimit(limit: number | null | undefined): number {
  if (limit === null || limit === undefined) return DATASETS_PAGE_DEFAULT;
  if (limit < 1 || limit > DATASETS_PAGE_MAX) {
    const message = `The limit must be a whole number from 1 to ${DATASETS_PAGE_MAX}.`;
    throw new BadInput(message, { limit: [message] });
  }
  return limit;
}

interface Args {
  listUserAttributes: { filter: { owner: { eq: string } }; limit?: number | null; nextToken?: string | null };
  getDataset: { id: string };
  listDatasets: {
    filter?: { legacy_id?: { eq?: number | null } | null } | null;
    limit?: number | null;
    nextToken?: string | null;
  };
  marketingEventCreate: { event_id: number };
}

/** Resolvers are thin adapters: the services authorize and validate, errors map in errors.ts. */
const resolvers = {
  UserAttributeValue,
  Query: {
    me: (_: unknown, __: unknown, ctx: GraphQLContext) => ctx.services.legacyUsers.me(ctx.viewer),
    listUserAttributes: (_: unknown, args: Args["listUserAttributes"], ctx: GraphQLContext) =>
      ctx.services.account.listUserAttributes(ctx.viewer, {
        owner: args.filter.owner.eq,
        limit: args.limit ?? undefined,
        nextToken: args.nextToken,
      }),
    async getDataset(_: unknown, args: Args["getDataset"], ctx: GraphQLContext) {
      const dataset = await ctx.loaders.dataset.load(args.id);
      if (!dataset) throw new NotFound("We couldn't find that data set.");
      return dataset;
    },
    async listDatasets(_: unknown, args: Args["listDatasets"], ctx: GraphQLContext) {
      const limit = pageLimit(args.limit);
      const after = args.nextToken ? decodeDatasetToken(args.nextToken) : undefined;
      const legacyId = args.filter?.legacy_id?.eq ?? undefined;
      const page = await ctx.services.datasets.page(ctx.viewer, { legacyId, limit, after });
      for (const item of page.items) ctx.loaders.dataset.prime(item.id, item);
      return { items: page.items, nextToken: page.hasMore ? encodeDatasetToken(page.items.at(-1)!.id) : null };
    },
  },
  Mutation: {
    async marketingEventCreate(_: unknown, args: Args["marketingEventCreate"], ctx: GraphQLContext) {
      const event = await ctx.services.marketing.recordEvent(ctx.viewer, {
        marketingSessionId: ctx.marketingSessionId,
        eventId: args.event_id,
      });
      return { marketing_event_id: event.marketingEventId };
    },
  },
  LegacyUser: {
    email_verified: (u: LegacyUserView) => u.emailVerified,
    first_name: (u: LegacyUserView) => u.firstName,
    last_name: (u: LegacyUserView) => u.lastName,
    avatar_src: (u: LegacyUserView, _: unknown, ctx: GraphQLContext) => absoluteAvatar(u.avatarSrc, ctx),
    is_subscriber: (u: LegacyUserView) => u.isSubscriber,
    created_at: (u: LegacyUserView) => u.createdAt.toISOString(),
  },
  UserAttribute: {
    value: (a: UserAttribute, _: unknown, ctx: GraphQLContext) =>
      a.name === "avatar_src" && typeof a.value === "string" ? absoluteAvatar(a.value, ctx) : a.value,
  },
  Dataset: {
    legacy_id: (d: DatasetView) => d.legacyId,
    data_structure: (d: DatasetView) => d.dataStructure,
    date_added: (d: DatasetView) => d.dateAdded,
    file_type: (d: DatasetView) => d.fileType,
    number_of_fields: (d: DatasetView) => d.numberOfFields,
    number_of_records: (d: DatasetView) => d.numberOfRecords,
    recommended_analysis: (d: DatasetView) => d.recommendedAnalysis,
    tags: (d: DatasetView) => d.tags.join(","),
    image_src: (d: DatasetView, _: unknown, ctx: GraphQLContext) => ctx.absoluteUrl(d.imageSrc),
    download_files: (d: DatasetView, _: unknown, ctx: GraphQLContext) =>
      d.downloadFiles.map((f) => ({
        id: f.id,
        title: f.title,
        file_type: f.fileType,
        file_size: f.fileSize,
        download_url: f.downloadUrl === null ? null : ctx.absoluteUrl(f.downloadUrl),
      })),
    preview_files: (d: DatasetView, _: unknown, ctx: GraphQLContext) =>
      d.previewFiles.map((f) => ({ id: f.id, title: f.title, download_url: ctx.absoluteUrl(f.downloadUrl) })),
  },
};

export function createApiSchema<TServerContext extends object = object>() {
  return createSchema<GraphQLContext & TServerContext>({ typeDefs, resolvers });
}
