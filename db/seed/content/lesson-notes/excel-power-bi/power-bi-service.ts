import type { CourseNotes } from "../types.ts";

export default {
  practiceDataset: "ds_gapminder",
  videos: {
    "Introduction: from Desktop to Service": `After this lesson you know what happens to a report after Desktop, how this course moves one report through the Power BI Service, and you have a small report ready to publish.

## Desktop builds, the Service delivers
| Power BI Desktop | Power BI Service (app.powerbi.com) |
|---|---|
| get and model data, write DAX, design pages | host reports and semantic models, share, refresh, secure, monitor |
| a .pbix file on your computer | workspaces, apps, dashboards in the cloud |

Publishing a .pbix creates two items in a workspace: the **report** (pages and visuals) and the **semantic model** (data, relationships, measures; formerly called a dataset).

## How the course is organised
Lessons 2–4 cover workspaces, publishing and apps; 5–6 refresh and gateways; 7–8 row-level security; 9 dashboards, subscriptions and alerts; 10 deployment pipelines and version control. A governance reference and a roll-out project close it.

## The practice report: Gapminder by region
Use your own report, or build a small one on the **Gapminder** data set from the data playground:

| Table (query name) | One row is | Columns used |
|---|---|---|
| gapminder (\`Gapminder\`) | one country in one year, 1955–2005 | year, country, pop, life_expect, fertility |
| gapminder-health-income (\`Countries\`) | one country | country, income, health, population, region |

Relate \`Countries[country]\` 1→* \`Gapminder[country]\`, and add two measures:

\`\`\`dax
Total Population = SUM ( Gapminder[pop] )
Avg Life Expectancy =
DIVIDE ( SUMX ( Gapminder, Gapminder[life_expect] * Gapminder[pop] ), [Total Population] )
\`\`\`

One page with a Region slicer, a Year slicer, two cards and a line chart is enough. Because the course is about regions, \`Countries[region]\` is the field security will filter later.

## Setup
You need a work or school Microsoft account to sign in to the Service; personal email addresses are not accepted. Several features (sharing, apps) need a Pro or Premium Per User licence, or a free trial of one.

## Watch out
Keep the two CSVs in a folder you will not move, or better in OneDrive or SharePoint: the source path matters as soon as the Service refreshes the data (lesson 5).

## Try it
Build or open your report, save it as \`regional-report.pbix\`, and list the people who should see it and which regions each of them may see. You will use that list for sharing and security.

## Worked answer

Save the file as \`regional-report.pbix\`. A model access list for a small team could look like this:

\`\`\`text
Person / group            Role in the work        Regions they may see
Maria (BI lead)           builds and publishes    all
Tom (analyst)             edits reports           all
Regional manager Europe   reads the app           Europe Central Asia
Regional manager Americas reads the app           America
Regional manager Africa   reads the app           Sub Saharan Africa
Leadership team (group)   reads the app           all
\`\`\`

A good list names groups where they exist and separates the two questions the course deals with later: what each person may do (workspace role or app, lessons 2–4) and which rows they may see (row-level security, lessons 7–8). Note anyone who needs "all", because a role has to grant that explicitly.
`,
    "Workspaces, roles and licenses": `After this lesson you can choose the right workspace for content, give people the right workspace role, and tell which licence each person needs.

## Workspaces
- **My workspace**: personal; fine for drafts, not for sharing with a team.
- **Workspaces**: shared containers for a team or subject, e.g. \`Regional Sales – Dev\` and \`Regional Sales\`. One workspace per audience or lifecycle stage keeps permissions simple.

## Workspace roles
| Role | Can |
|---|---|
| Admin | everything, including adding admins and deleting the workspace |
| Member | publish, edit, share, add members and lower roles, publish the app |
| Contributor | publish and edit content; cannot share or manage access (app publishing only if allowed) |
| Viewer | view and interact; subject to row-level security |

Give roles to **groups** (Microsoft 365 or security groups), not individuals, so joiners and leavers are handled in one place.

## Licences
| Licence | Allows |
|---|---|
| Free | Desktop, My workspace; view content only if it sits on Premium/Fabric capacity |
| Pro | create and share in workspaces; view content shared by other Pro users |
| Premium Per User (PPU) | Pro plus premium features; content in a PPU workspace is only for PPU users |
| Capacity (Premium P / Fabric F SKUs) | the workspace runs on dedicated capacity; viewers can use free licences at the larger sizes |

## Worked example: a workspace plan
\`\`\`text
Workspace            Group                       Role
Regional Sales-Dev   BI team                     Admin
Regional Sales-Dev   Report authors              Contributor
Regional Sales       BI team                     Admin
Regional Sales       Regional managers (group)   (none: they get the app)
\`\`\`

Report consumers get the **app** (lesson 4), not a workspace role, so they never see drafts.

## Common mistake
Giving everyone the Member role "to make it easier". Members can share, reshare and delete content, and row-level security does not apply to them. Use the smallest role that lets each person do their job; consumers get Viewer or the app.

## Try it
Create a workspace for your regional report, add a colleague (or a test account) as Viewer, and write a one-page role plan like the one above for your own team.

## Worked answer

1. In the Service, choose **Workspaces > New workspace** and give it a name such as \`Regional Report - Dev\`. If you have the choice, pick Pro under **Advanced > License mode**, then **Apply**.
2. In the workspace, choose **Manage access > Add people or groups**, enter the colleague or test account, pick **Viewer**, and click **Add**.
3. Write the plan:

\`\`\`text
Workspace              Group / person             Role         Licence
Regional Report-Dev    BI team                    Admin        Pro
Regional Report-Dev    Report authors             Contributor  Pro
Regional Report        BI team                    Admin        Pro
Regional Report        Regional managers (group)  none: app    Pro (or free on capacity)
Regional Report        Leadership (group)         none: app    Pro (or free on capacity)
\`\`\`

Your Viewer can open and interact with the report but cannot publish, edit or share it. If the workspace is not on Premium or Fabric capacity, the Viewer needs a Pro licence too, or the report will not open for them. Nobody in the plan gets Member "to be safe": Members can reshare content, and row-level security does not apply to them.
`,
    "Publishing and updating reports": `After this lesson you can publish a report from Desktop to a workspace, update it without breaking links, and know what happens to the report and its semantic model.

## Publishing
In Desktop: **Home > Publish**, pick the workspace. The Service creates (or replaces) a report and a semantic model with the .pbix name. Open the report from the link in the dialog and check every page.

## Updating
Publish again with the same file name to the same workspace and confirm **Replace**. The report and model keep their IDs, so links, app content, dashboard tiles and sharing stay intact, and refresh settings (schedule, credentials) are kept.

## Worked example: thin reports on a shared model
For several reports on the same data, separate model and reports:

\`\`\`text
1. regional-model.pbix      tables, relationships, measures, one empty page → publish
2. In Desktop: Get data > Power BI semantic models > regional-model
3. regional-report.pbix     pages only, connected live to the model → publish
\`\`\`

Measures written in the model, such as

\`\`\`dax
Population Share % =
DIVIDE ( [Total Population], CALCULATE ( [Total Population], REMOVEFILTERS ( Countries ) ) )
\`\`\`

are then available in every thin report, and the data is refreshed once.

## Things to check after each publish
- [ ] Visuals render and slicers work in the browser
- [ ] The semantic model's **Settings** show credentials and refresh (lesson 5)
- [ ] The app is updated if the report is part of one (**Update app**)
- [ ] Version noted in a text box or the description ("v1.3, 2026-11-28: added fertility page")

## Common mistake
Renaming the .pbix before republishing. The Service treats it as a new report and model; the old ones stay, links and tiles point to the old version, and users see two copies. Keep file names stable and replace in place.

## Try it
Publish your report, change one visual title in Desktop and publish again with Replace. Check that the link you opened before still works and shows the change. Then split the file into a model and a thin report.

## Worked answer

1. In Desktop, choose **Home > Publish** and pick your workspace. Open the link in the success dialog and keep that browser tab.
2. Change one visual title in Desktop, save, then publish again to the same workspace and choose **Replace**.
3. Refresh the old browser tab: the URL is unchanged and shows the new title. The workspace still has one report and one semantic model, not two.
4. Save a copy as \`regional-model.pbix\`, keep the queries, relationships and measures, delete the visuals, and publish.
5. In a new file, choose **Get data > Power BI semantic models > regional-model**, rebuild or paste the page, save it as \`regional-report.pbix\`, and publish with Replace.

The thin report's Data pane shows the model's tables and measures, but Power Query and Model view are unavailable, which is what you want. If a second \`regional-report\` appeared in step 2, the file name or the workspace differed from the first publish.
`,
    "Sharing with apps and audiences": `After this lesson you can package a workspace's content as an app, show different content to different groups with audiences, and choose between apps, direct sharing and links.

## Ways to share
| Method | Best for |
|---|---|
| **App** | distributing finished content to many consumers |
| Direct share (Share button) | one report to a few named people |
| Link ("People in your organisation") | wide internal reach, with little control |
| Workspace Viewer role | colleagues who need the whole workspace |

Apps give consumers a clean navigation, a stable URL and a separation from work in progress: changes reach them only when you **Update app**.

## Audiences
One app can have several audiences, each with its own set of visible reports and pages and its own groups. Example:

\`\`\`text
App: Regional Sales
Audience "Regional managers"   group: RS-Managers       content: Overview, Region detail
Audience "Leadership"          group: RS-Leadership     content: Overview, Region detail, Trends
Audience "Analysts"            group: RS-Analysts       content: all reports, allow build permission
\`\`\`

Audiences control which **items** people see, not which **rows**: a regional manager who opens "Region detail" still sees every region unless row-level security restricts the data (lessons 7–8).

## Worked example: publish an app
\`\`\`text
1. Workspace > Create app
2. Setup: name, description, logo, theme colour, contact
3. Content: add reports; add a link section "How to use this app"
4. Audience: create audiences as above, hide pages per audience
5. Publish app → copy the link → send it, or let it install automatically
\`\`\`

## Common mistake
Sharing the workspace report link directly with consumers "for now". Once people bookmark workspace links, you cannot change the report without them seeing drafts, and you lose audience control. Send app links from the start.

## Try it
Create an app from your workspace with two audiences: one that sees only the overview page and one that sees everything. Test each with a test account or by asking two colleagues, and note what each sees.

## Worked answer

1. In the workspace, choose **Create app**. Under **Setup**, add a name, description and contact.
2. Under **Content**, add the report.
3. Under **Audience**, rename the default audience "Everyone" and keep all content visible. Add a second audience, "Overview only", and hide every page except the overview (use the eye icon next to each page). Assign a different test account or group to each audience.
4. Click **Publish app**, then open the app link as each user.

"Overview only" sees one page in the app's navigation, with slicers and cards that still show every region. "Everyone" sees all pages. Audiences hide pages, not rows; limiting regions is the job of row-level security (lessons 7–8). If a user sees nothing at all, they are in no audience or lack a licence.
`,
    "Scheduled refresh and credentials": `After this lesson you can configure a semantic model's data source credentials and a refresh schedule, and diagnose the common reasons a refresh fails.

## How refresh works
For Import models, the Service re-runs the Power Query steps against the sources and replaces the stored data. It needs (1) reachable sources, (2) stored credentials, and (3) a schedule or an on-demand trigger.

| Source location | Needs |
|---|---|
| Cloud: SharePoint Online, OneDrive for work, Azure SQL, web APIs | credentials only |
| On-premises: local folder, file share, SQL Server in the office | a data gateway (lesson 6) |

## Worked example: Gapminder from SharePoint
Move both CSVs to a SharePoint document library and change the query source in Desktop so no gateway is needed:

\`\`\`text
let
    Source  = SharePoint.Files("https://contoso.sharepoint.com/sites/RegionalSales", [ApiVersion = 15]),
    File    = Source{[Name = "gapminder.csv", #"Folder Path" = "https://contoso.sharepoint.com/sites/RegionalSales/Shared Documents/data/"]}[Content],
    Csv     = Csv.Document(File, [Delimiter = ",", Encoding = 65001]),
    Headers = Table.PromoteHeaders(Csv, [PromoteAllScalars = true])
in
    Headers
\`\`\`

Replace the site URL with your own. Publish, then in the Service: semantic model > **Settings > Data source credentials > Edit credentials > OAuth2**, sign in. Under **Refresh**, turn on the schedule, set the time zone, add times, and add people to notify on failure.

Pro workspaces allow up to 8 scheduled refreshes a day, Premium and Fabric capacities up to 48.

## Reading refresh history
Semantic model > **Refresh history** lists each run with status and error details. Typical errors:
- credentials expired or the owner left: **Take over** the model and re-enter credentials;
- a column renamed at the source: fix the query in Desktop and republish;
- a local path (\`C:\\…\`) with no gateway: move the file or configure a gateway.

## Common mistake
Scheduling refreshes every hour on data that changes once a day. It wastes capacity and, for Pro, hits the daily limit. Match the schedule to the source's update time, plus a margin.

## Try it
Move your CSVs to OneDrive for work or SharePoint, repoint the queries, publish, set credentials and schedule a daily refresh. Trigger **Refresh now** and read the history entry.

## Worked answer

1. Upload both CSVs to OneDrive for work or a SharePoint library.
2. In Desktop, choose **Transform data** and replace each \`Source\` step with \`SharePoint.Files(...)\` for the site (the note's pattern). For a personal OneDrive, use the \`https://<tenant>-my.sharepoint.com/personal/<you>\` URL. Click **Close & Apply**, then check that the visuals show the same numbers as before (Total Population for 2005: 5,131,438,623).
3. Publish with Replace.
4. In the Service, open the semantic model and choose **Settings > Data source credentials > Edit credentials > OAuth2**, then sign in.
5. Under **Refresh**, turn on the schedule with a daily time, set your time zone, and add yourself to failure notifications. Click **Apply**.
6. Click **Refresh now**, then open **Refresh history**.

The history lists an "On demand" entry with status **Completed** and start and end times; later entries say "Scheduled". If the status is Failed with "data source credentials are missing or invalid", step 4 was skipped. If the error mentions a gateway, one query still reads a \`C:\\\` path.
`,
    "Setting up a data gateway": `After this lesson you can install and configure an on-premises data gateway, add data source connections to it, and map a semantic model to them.

## When you need a gateway
Whenever the Service must reach data it cannot see from the cloud: files on a server or PC, on-premises SQL Server, Oracle, SAP and so on. The gateway is a Windows service that makes **outbound** connections to Azure, so no inbound firewall ports need opening.

| Mode | For |
|---|---|
| Standard | shared by many users and models; central management; the one to use for teams |
| Personal | one user, Power BI only; fine for a trial, not for production |

## Worked example: a shared folder source
Keep the Gapminder CSVs on a file share, e.g. \`\\\\fileserver\\bi\\gapminder\\\`, and point the queries at the UNC path (not a mapped drive letter):

\`\`\`text
Source = Csv.Document(File.Contents("\\\\fileserver\\bi\\gapminder\\gapminder.csv"), [Delimiter = ",", Encoding = 65001])
\`\`\`

Then:

\`\`\`text
1. On an always-on server: install "On-premises data gateway" (standard mode),
   sign in with your work account, name it (e.g. GW-Office-01), store the recovery key safely
2. Service > Settings > Manage connections and gateways > New connection
   Type: On-premises, Gateway: GW-Office-01, Connection type: File,
   Full path: \\\\fileserver\\bi\\gapminder\\gapminder.csv (one connection per file;
   use type Folder with the folder path if the query uses Folder.Files),
   Windows credentials of a service account
3. Semantic model > Settings > Gateway and cloud connections:
   map each source to the connection, Apply
4. Refresh now; check Refresh history
\`\`\`

Add a second machine to the **gateway cluster** for high availability.

## Common mistake
Installing the gateway on a laptop. When the laptop sleeps or leaves the network, every scheduled refresh fails. Use an always-on machine close to the data, and give the connection a service account whose password does not expire with a person.

## Try it
If you can install software, set up a personal or standard gateway on a machine that stays on, put one CSV in a local folder, publish a model that reads it, and map the source. Otherwise, write the step list above for your own company's file server, including who owns the service account and recovery key.

## Worked answer

A model step list, for a company without a gateway yet:

\`\`\`text
1. Machine: VM BI-GW-01 in the server room, always on, Windows Server, outbound HTTPS allowed
2. Install "On-premises data gateway" (standard mode) as the BI admin; name GW-Office-01;
   recovery key stored in the IT password vault, owner: BI team lead
3. Service account: svc-pbi-gateway (IT owns it; password does not expire with a person),
   read access to \\\\fileserver\\bi\\gapminder\\
4. Service > Manage connections and gateways > New connection:
   On-premises, GW-Office-01, type File, \\\\fileserver\\bi\\gapminder\\gapminder.csv, Windows, svc-pbi-gateway
   (second connection for gapminder-health-income.csv)
5. Queries use the UNC path, not a mapped drive; publish
6. Semantic model > Settings > Gateway and cloud connections: map both sources > Apply
7. Refresh now; Refresh history shows Completed; add a second gateway machine to the cluster later
\`\`\`

If you installed one yourself, the semantic model's **Gateway and cloud connections** section shows the gateway as Running. Each CSV source shows "Maps to" your connection; an unmapped source keeps the model from refreshing. Name the owners of the service account and the recovery key: without them, a gateway nobody can recover is a refresh outage waiting to happen.
`,
    "Row-level security: static roles": `After this lesson you can restrict the rows each viewer sees with static roles defined in Desktop, test them, and assign members in the Service.

## The idea
A **role** is a set of DAX filters on tables. When a user in the role opens the report, those filters apply before anything else, and they propagate through relationships just like slicers. Static roles hard-code the value: one role per region.

## Worked example
In Desktop: **Modeling > Manage roles > New**. Create a role per region, each with a filter on \`Countries\`:

\`\`\`dax
-- role: Europe & Central Asia
[region] = "europe_central_asia"

-- role: Americas
[region] = "america"

-- role: Sub-Saharan Africa
[region] = "sub_saharan_africa"
\`\`\`

Use the exact values in your model (if you made regions readable in Power Query, filter on those). Because \`Countries\` filters \`Gapminder\` through the relationship, the population and life expectancy measures also show only that region's countries.

Test with **Modeling > View as > Europe & Central Asia**: slicers, visuals and totals should show only that region.

Then publish. In the Service: semantic model > **… > Security**, select each role and add members or, better, groups.

## What RLS does and does not cover
- Applies to users with the **Viewer** workspace role and app consumers. Admins, Members and Contributors see all data.
- Filters rows, not pages or visuals (use app audiences for that).
- A user in two roles sees the union of both.
- A user in no role sees nothing when roles exist.

## Common mistake
Relying on RLS for people who have the Member role, or testing it only as yourself. Owners bypass RLS, so "it works" for them tells you nothing. Test with **View as** in Desktop and with **Test as role** in the Service, and give consumers Viewer or app access only.

## Try it
Create three regional roles, test each with View as, publish, and assign a test account or group to one role. Open the app as that user (or with Test as role) and confirm the Total Population card changes.

## Worked answer

1. **Modeling > Manage roles**: create three roles, each with a filter on \`Countries\`. Use the values as they are in your model: \`"europe_central_asia"\`, or \`"Europe Central Asia"\` if you made the regions readable.
2. **Modeling > View as**, then tick one role at a time.
3. Publish. Open the semantic model, choose **… > Security**, add the test account to one role and **Save**.
4. Open the model's **… > Security > … > Test as role**, or sign in as the test user and open the report.

With the Year slicer on 2005, the Total Population card reads:

\`\`\`text
No role (you)                 5,131,438,623
Europe & Central Asia           498,021,773
Americas                        840,009,410
Sub-Saharan Africa              234,377,178
\`\`\`

The Region slicer lists only the role's region, and Avg Life Expectancy changes to 79.1, 75.7 and 55.7 years respectively. If the card still shows 5,131,438,623 for the test user, that account has a Member, Contributor or Admin role in the workspace, which bypasses RLS. Test with a Viewer or app user.
`,
    "Dynamic row-level security": `After this lesson you can replace many static roles with one dynamic role that reads the signed-in user's email and a mapping table, so access is managed as data.

## Why dynamic
Static roles multiply: six regions, six roles, and every change needs a republish or a group change. A dynamic role uses \`USERPRINCIPALNAME ()\`, which returns the signed-in user's sign-in name (usually their email), and a table that maps users to regions.

## Worked example
Create a mapping table (Enter data, or better a SharePoint list or Excel file maintained by the business):

\`\`\`text
UserRegion
email                      region
ana.silva@contoso.com      america
ana.silva@contoso.com      south_asia
li.wei@contoso.com         east_asia_pacific
exec.team@contoso.com      *
\`\`\`

One role, \`Regional access\`, with two table filters:

\`\`\`dax
-- on Countries
VAR UserRegions =
    CALCULATETABLE ( VALUES ( UserRegion[region] ), UserRegion[email] = USERPRINCIPALNAME () )
RETURN
    [region] IN UserRegions || "*" IN UserRegions

-- on UserRegion (users must not see the whole mapping)
[email] = USERPRINCIPALNAME ()
\`\`\`

No relationship between \`UserRegion\` and \`Countries\` is needed: the filter reads the mapping directly. The \`*\` row gives a user every region. Hide \`UserRegion\` from report view.

A card that shows whom the report thinks you are helps during testing:

\`\`\`dax
Signed In As = USERPRINCIPALNAME ()
\`\`\`

In Desktop, \`USERPRINCIPALNAME ()\` returns your own sign-in, so test with **View as > Other user** (enter an email from the table) combined with the role.

In the Service, add everyone who should be filtered (or one group containing them) to the \`Regional access\` role.

## Common mistake
Mapping by display name or by an email in the wrong case or format. \`USERPRINCIPALNAME ()\` returns the user principal name, which may differ from the email people use (e.g. \`a.silva@contoso.onmicrosoft.com\`). Check the value with the \`Signed In As\` card for a few real users before rolling out.

## Try it
Add \`UserRegion\` with at least three users, create the dynamic role, and test it with View as for each email. Then add a second region to one user in the table, refresh, and confirm access changes without touching the role.

## Worked answer

\`\`\`text
UserRegion
email                      region
ana.silva@contoso.com      america
ana.silva@contoso.com      south_asia
li.wei@contoso.com         east_asia_pacific
exec.team@contoso.com      *
\`\`\`

1. Enter the table, create the \`Regional access\` role with the two filters from the note, and hide \`UserRegion\`.
2. **Modeling > View as**: tick **Other user**, type an email, tick **Regional access**, and click OK. Repeat for each email.
3. Add \`south_asia\` for li.wei in the source of \`UserRegion\`, then **Refresh**, and view as li.wei again.

With the Year slicer on 2005:

\`\`\`text
ana.silva  America + South Asia                    2,334,344,002
li.wei     East Asia Pacific                        1,844,047,396
li.wei     after adding South Asia                  3,338,381,988
exec.team  every region (the * row)
\`\`\`

The Signed In As card shows the email you typed. The role's DAX is unchanged; only a row of data changed, which is the point of dynamic RLS. An email that is not in the table sees empty visuals, not everything. If everyone sees nothing, compare the Signed In As value with the table: a different domain or spelling will never match.
`,
    "Dashboards, subscriptions and alerts": `After this lesson you can pin key visuals to a one-screen dashboard, set data alerts on them, and subscribe people to reports and dashboards by email.

## Dashboards vs reports
A **dashboard** is a single canvas in the Service with **tiles** pinned from one or more reports. It is for monitoring: a few numbers, always visible, linked back to the report behind each tile. Reports are for exploring.

## Worked example: a monitoring dashboard
\`\`\`text
1. Open the report in the Service, hover a visual > Pin visual > New dashboard "Regional KPIs"
2. Pin: Total Population card, Avg Life Expectancy card, the trend line, the region bar chart
3. Pin a whole page with "Pin to a dashboard" (live page tile) if you want slicers too
4. Edit tile details: titles, subtitles ("2005, all regions"), custom link to the detail page
\`\`\`

Tiles show the visual with the filters that were applied when it was pinned. For a card that always shows 2005, set the Year filter in the report before pinning, or use a measure that fixes the year:

\`\`\`dax
Population 2005 = CALCULATE ( [Total Population], Gapminder[year] = 2005 )
\`\`\`

## Data alerts
Data alerts work on dashboard tiles of type **card, KPI and gauge**. On the tile: **… > Manage alerts > Add alert rule**, condition (above/below a threshold), frequency (at most once an hour or once a day), and optionally a Power Automate flow.

## Subscriptions
On a report page or dashboard: **Subscribe to report > Create a subscription**. Choose recipients (needs the right licence and permission), schedule, the page, and whether to attach a PDF or PowerPoint. Schedules can be daily, weekly or after each data refresh. If the model uses row-level security, send a test to one regional lead and check what their email shows before relying on it.

## Common mistake
Building the dashboard as a second report, with many tiles and no link back. Dashboards are summaries; if a tile needs explanation or filters, link it to the report page that gives them, and keep the dashboard to what fits one screen.

## Try it
Create the "Regional KPIs" dashboard with four tiles, add a \`Population 2005\` card and set an alert on it. Subscribe yourself to the report's overview page weekly, and check the first email after the next refresh.

## Worked answer

\`\`\`dax
Population 2005 = CALCULATE ( [Total Population], Gapminder[year] = 2005 )
\`\`\`

1. In the report (Service), hover each visual, choose **Pin visual > New dashboard** "Regional KPIs", and then **Existing dashboard** for the next ones. Pin Total Population, Avg Life Expectancy, the trend line and the region bar chart.
2. Add a card with \`Population 2005\` to the report, save, and pin it too.
3. On the \`Population 2005\` tile, choose **… > Manage alerts > Add alert rule**, for example Above 5,200,000,000, checked at most once a day.
4. Open the overview page and choose **Subscribe to report > Create a subscription**: yourself, Weekly, that page.

The \`Population 2005\` tile shows 5,131,438,623, displayed as 5.13bn with the default units, whatever the slicers show. With a static public data set the value never changes after refresh, so the alert will not fire. Set the threshold below the current value (for example Above 5,000,000,000) to see how an alert email looks after the next refresh. The subscription email arrives on the weekly schedule with an image of the page and a link back to it.
`,
    "Deployment pipelines and version control": `After this lesson you can move content safely from development through test to production with deployment pipelines, and keep your report's source under version control.

## Deployment pipelines
A pipeline links up to three workspaces (by default Development, Test, Production; you can configure more stages). You publish to Dev, **Deploy** to Test, check, then deploy to Prod. The pipeline compares stages and shows what changed. Requires the workspaces to be on Premium, PPU or Fabric capacity.

**Deployment rules** change settings per stage, such as the data source or a parameter, so Dev can read a sample and Prod the real data:

\`\`\`text
Parameter in the model:  DataFolder
Dev rule:   DataFolder = https://contoso.sharepoint.com/sites/RegionalSales/Shared Documents/dev/
Prod rule:  DataFolder = https://contoso.sharepoint.com/sites/RegionalSales/Shared Documents/data/
\`\`\`

The app is published from the Production workspace only.

## Version control with Power BI Projects
Save the report as a **Power BI Project (.pbip)** (File > Save as, turn on the preview feature if needed). Instead of one binary .pbix, you get folders of text files for the report and the semantic model (model definitions in TMDL or JSON), which Git can diff and merge:

\`\`\`text
regional-report.pbip
regional-report.Report/        pages and visuals as JSON
regional-report.SemanticModel/ tables, measures, relationships
.gitignore                     excludes the local cache (.pbi/cache.abf)
\`\`\`

Commit after each meaningful change, with a message like "Add dynamic RLS role and UserRegion table". Fabric workspaces can connect directly to a Git repository (Azure DevOps or GitHub) and sync.

A measure change shows up as a readable diff:

\`\`\`dax
Avg Life Expectancy =
DIVIDE ( SUMX ( Gapminder, Gapminder[life_expect] * Gapminder[pop] ), [Total Population] )
\`\`\`

## Common mistake
Editing reports directly in the Production workspace "just this once". The next deployment from Test overwrites the change, or Test and Prod silently drift apart. Make every change in Dev (or in source control) and deploy forward.

## Try it
Save your report as a .pbip, put the folder in a Git repository and commit. Change one measure, save, and read the diff. If you have Premium, PPU or Fabric, create a pipeline with Dev and Prod and deploy once.

## Worked answer

1. **File > Save as** and pick **Power BI project files (*.pbip)**. If the option is missing, turn it on under **Options > Preview features**.
2. In the project folder, run \`git init\`, \`git add .\` and \`git commit -m "Regional report as a Power BI project"\`.
3. Change one measure, for example round the weighted average, save, and run \`git diff\`.

\`\`\`text
--- a/regional-report.SemanticModel/definition/tables/Gapminder.tmdl
+++ b/regional-report.SemanticModel/definition/tables/Gapminder.tmdl
-    measure 'Avg Life Expectancy' = DIVIDE ( SUMX ( Gapminder, Gapminder[life_expect] * Gapminder[pop] ), [Total Population] )
+    measure 'Avg Life Expectancy' = ROUND ( DIVIDE ( SUMX ( Gapminder, Gapminder[life_expect] * Gapminder[pop] ), [Total Population] ), 1 )
\`\`\`

The diff shows only the changed line, in readable DAX, in the file of the table that holds the measure. It is \`model.bim\` instead if your project does not use the TMDL format. The \`.pbi/cache.abf\` data cache is not in the commit, because of \`.gitignore\`.

With Premium, PPU or Fabric: **Deployment pipelines > Create pipeline**. Assign the Dev workspace to the first stage, then click **Deploy** to Production. The Production stage shows the same report and model, and the compare view says the stages are identical until you change Dev again.
`,
  },
  readings: {
    "Governance: endorsement, lineage and usage metrics": `A reference for keeping Power BI content trustworthy and findable as it spreads: what to certify, how to trace dependencies, and how to see what is used.

## Endorsement
| Level | Who can set it | Means |
|---|---|---|
| None | – | personal or draft content |
| **Promoted** | anyone with write access to the item | "ready to use, recommended by its owner" |
| **Certified** | people authorised by the Power BI admin | "reviewed and meets organisational standards" |

Endorse semantic models first: users building new reports should find the certified model rather than importing the same CSVs again. Set it in the item's **Settings > Endorsement**, with a description and contact.

## Lineage view
In a workspace, switch to **Lineage view** to see the chain: data sources → semantic models → reports → dashboards and apps. Use it before changes:
- Which reports break if I rename \`Countries[region]\`?
- Which models read this SharePoint folder?
- Is this dashboard tile fed by a certified model?

**Impact analysis** on a semantic model lists dependent items and workspaces, and lets you notify their owners.

## Usage metrics
Open a report > **… > Open usage metrics**. It shows views, unique viewers, distribution method (app, workspace, sharing), and page-level usage. Use it to:
- retire pages nobody opens;
- find audiences who never adopted the app;
- check that RLS-restricted users actually view their regions.

Admins get tenant-wide data through the activity log and the admin monitoring workspace.

## A governance checklist for a team
- [ ] Naming convention for workspaces (\`Subject – Stage\`)
- [ ] Every workspace has at least two admins (a group, not one person)
- [ ] Production content is shared through apps only
- [ ] Shared semantic models are promoted or certified, with description and owner
- [ ] Sensitivity labels applied where the organisation uses them
- [ ] Refresh failure notifications go to a monitored mailbox
- [ ] Usage metrics reviewed quarterly; unused content archived
- [ ] Publish to web disabled or restricted by the admin
- [ ] RLS roles documented: who maintains the mapping table

## Example description for a certified model
\`\`\`text
Regional Population Model – certified
Source: Gapminder CSVs, SharePoint /data, refreshed daily 06:00 UTC
Owner: BI team (bi@contoso.com) · Row-level security: Regional access (dynamic)
Use for: population and life expectancy by region and year
\`\`\`
`,
  },
  quizzes: {
    "Knowledge check": {
      passMark: 0.7,
      questions: [
        {
          id: "pbs-k1",
          type: "single",
          prompt:
            "A report author should publish and edit reports in the Regional Sales workspace, but must not share content or manage who has access. Which workspace role fits?",
          choices: [
            { id: "a", text: "Contributor" },
            { id: "b", text: "Member" },
            { id: "c", text: "Viewer" },
            { id: "d", text: "Admin" },
          ],
          correct: "a",
          explanation:
            "Contributors publish and edit content but cannot share it or manage access. Member is the tempting choice because it also publishes, but Members can share, reshare, add people and publish the app, which is more than the job needs. Viewers cannot publish, and Admin is everything including deleting the workspace. Give the smallest role that does the job, to a group rather than a person.",
        },
        {
          id: "pbs-k2",
          type: "single",
          prompt:
            "You republish regional-report.pbix after renaming it to regional-report-v2.pbix. What happens in the workspace?",
          choices: [
            {
              id: "a",
              text: "A new report and semantic model are created; links, tiles and the app still point to the old ones",
            },
            { id: "b", text: "The old report is replaced and keeps its links, because the content is the same" },
            { id: "c", text: "The publish fails until you delete the old report" },
            { id: "d", text: "Only the semantic model is replaced; the report keeps its old pages" },
          ],
          correct: "a",
          explanation:
            "The Service matches on the file name. A new name means a new report and model, so users end up with two copies and everything that linked to the old one keeps showing it. Publishing with the same name and confirming Replace keeps the IDs, links, app content, tiles and refresh settings intact.",
        },
        {
          id: "pbs-k3",
          type: "numeric",
          prompt:
            "The semantic model lives in a Pro workspace (no Premium, PPU or Fabric capacity). What is the maximum number of scheduled refreshes it can have per day?",
          answer: 8,
          tolerance: 0,
          unit: "refreshes",
          explanation:
            "Pro workspaces allow up to 8 scheduled refreshes a day; Premium and Fabric capacities allow up to 48. A schedule every hour would therefore not fit on Pro, and for data that changes once a day it would waste capacity anyway: match the schedule to when the source updates, plus a margin.",
        },
        {
          id: "pbs-k4",
          type: "multiple",
          prompt:
            "Which sources need an on-premises data gateway before the Service can refresh an Import model from them?",
          choices: [
            { id: "a", text: "A CSV file on the office file share \\\\fileserver\\bi\\gapminder\\" },
            { id: "b", text: "A SQL Server database on a server in the office" },
            { id: "c", text: "A CSV file in a SharePoint Online document library" },
            { id: "d", text: "An Azure SQL database" },
          ],
          correct: ["a", "b"],
          explanation:
            "A gateway is needed whenever the cloud cannot reach the data itself: files on a server or PC and on-premises databases. SharePoint Online, OneDrive for work and Azure SQL are cloud sources, so stored credentials are enough. That is why moving the CSVs to SharePoint removes the need for a gateway.",
        },
        {
          id: "pbs-k5",
          type: "single",
          prompt:
            'A static role filters Countries to [region] = "america". Ana is a Member of the workspace and in the Americas role. Opening the report, she sees every region. Why?',
          choices: [
            {
              id: "a",
              text: "Row-level security does not apply to workspace Admins, Members and Contributors, only to Viewers and app consumers",
            },
            { id: "b", text: "The role must be added to an app audience before it filters rows" },
            { id: "c", text: "The filter must be on Gapminder, not on Countries, to reach the measures" },
            { id: "d", text: "Static roles only work in Desktop's View as, not in the Service" },
          ],
          correct: "a",
          explanation:
            "People who can edit the workspace bypass RLS, so testing as an owner or Member proves nothing. Give consumers Viewer or app access, and test with View as in Desktop and Test as role in the Service. Audiences control which reports and pages people see, not which rows. A filter on Countries does reach Gapminder through the 1→* relationship.",
        },
        {
          id: "pbs-k6",
          type: "single",
          prompt:
            'A dynamic role on Countries reads the UserRegion mapping table with USERPRINCIPALNAME (). A manager listed in the table as her display name, "Ana Silva", sees no data. What is the fix?',
          choices: [
            {
              id: "a",
              text: "Store her user principal name (sign-in name) in UserRegion[email], checked with a Signed In As card",
            },
            { id: "b", text: "Create a relationship between UserRegion and Countries" },
            { id: "c", text: "Add a separate static role for her region" },
            { id: "d", text: "Give her the Member role so the filter can read the mapping table" },
          ],
          correct: "a",
          explanation:
            "USERPRINCIPALNAME () returns the sign-in name, such as ana.silva@contoso.com, and the role keeps only regions whose mapping row matches it. A display name never matches, so she gets nothing. The filter reads the mapping directly, so no relationship is needed, and a static role brings back the role-per-region upkeep dynamic RLS removes. The Member role would bypass RLS and show her every region.",
        },
      ],
    },
  },
  projectBrief: `# Project: roll out a regional sales app

## Scenario
**Meridian Health Partners** is a fictional organisation with regional teams that plan health programmes. Its "sales" of programmes are planned per region, and each regional lead should see the population and life expectancy figures of their own region only, while leadership sees everything. You are the BI developer asked to roll out the regional report as a secure, refreshed Power BI app.

## The data
Use the **Gapminder** data set from the data playground:
- **gapminder**: \`year\`, \`country\`, \`cluster\`, \`pop\`, \`life_expect\`, \`fertility\`.
- **gapminder-health-income**: \`country\`, \`income\`, \`health\`, \`population\`, \`region\` (the six regions drive security).

## Tasks and questions
1. Which workspaces, roles and groups do you create, and which licence does each person need? Write it as a table.
2. Publish the report (model and thin report) and set up a daily refresh. Where do the CSVs live, and do you need a gateway? Why?
3. Implement dynamic row-level security with a \`UserRegion\` mapping table and \`USERPRINCIPALNAME ()\`. How do you handle leadership (all regions) and \`Hong Kong, China\`, which has no region?
4. Publish an app with two audiences (Regional leads, Leadership). What does each audience see, and how do audiences and RLS work together?
5. Build a dashboard with at least three tiles and one data alert, and set up a weekly subscription for leadership.
6. After a week (or a simulated test), what do usage metrics and lineage view tell you, and what would you change?

## Deliverables
- The \`.pbix\` or \`.pbip\` files, including the \`UserRegion\` table and the dynamic role.
- A roll-out document (2–3 pages): workspace and role plan, refresh and gateway decision, security design with test evidence (screenshots of View as for two users), app audiences, dashboard and alert settings, governance steps.

## Hand-in checklist
- [ ] Consumers get the app, not workspace roles; no one has Member who does not need it
- [ ] Refresh runs without a personal laptop in the chain; failure notifications set
- [ ] RLS tested with View as for at least two users and one "all regions" user
- [ ] \`UserRegion\` hidden and filtered so users cannot read the mapping
- [ ] Semantic model promoted, with description and owner
- [ ] Every screenshot and setting described matches what you actually configured
`,
} satisfies CourseNotes;
