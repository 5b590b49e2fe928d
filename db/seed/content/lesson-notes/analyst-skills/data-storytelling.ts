import type { CourseNotes } from "../types.ts";

export default {
  practiceDataset: "ds_movies-box-office",
  videos: {
    "Introduction: from analysis to story": `By the end of this lesson you will know how this course turns a finished analysis into a message, a deck and a live presentation, and you will have the Movies and Box Office practice data open for the exercises.

## Why analysis is not enough

Most analyses die in a spreadsheet. The numbers are right, but nobody knows what to do with them. A data story connects three things: **data** (the evidence), **narrative** (why it matters, in order) and **visuals** (what makes the evidence obvious). This course works through each, following one churn analysis in the videos and giving you a film-industry data set to practise on.

## How the course is organised

1. **Audience and message:** who decides, what they need, and the one sentence you want them to remember.
2. **Structure:** context, conflict and resolution for data.
3. **Visual craft:** annotated charts and a slide narrative built from headlines.
4. **Delivery:** presenting live, handling questions and writing an executive summary.
5. **Case study, knowledge check and project:** a board-ready insight deck.

## The practice data set: Movies and Box Office

One table, \`movies\`, with one row per film (3,201 films). Columns you will use most: \`Title\`, \`Worldwide Gross\`, \`US Gross\`, \`Production Budget\`, \`Release Date\` (text such as "Jun 12 1998"), \`Major Genre\`, \`Creative Type\`, \`MPAA Rating\`, \`Distributor\`, \`Rotten Tomatoes Rating\`, \`IMDB Rating\`. The file is deliberately messy: many values are missing and some release dates are impossible, so part of telling an honest story is saying what you excluded.

## Setting up

1. In the data playground, open **Movies and Box Office** and preview the table.
2. Download \`movies.csv\`, open it in Excel and press Ctrl+T to make it a table; name it \`movies\` (Table Design → Table Name).
3. Add a column \`Return\` with the multiple of budget each film earned worldwide:

\`\`\`excel
=IF(AND(N([@[Production Budget]])>0,ISNUMBER([@[Worldwide Gross]])),[@[Worldwide Gross]]/[@[Production Budget]],"")
\`\`\`

## Watch out

Column names contain spaces, so structured references need the inner brackets: \`[@[Worldwide Gross]]\`, not \`[@Worldwide Gross]\`.

## Try it

Sort the table by \`Return\`, look at the top 20 films and write one sentence that a studio executive would find interesting. Keep it: you will sharpen it in lesson 3.

## Worked answer

Sorted from largest to smallest, the top 20 runs from \`Paranormal Activity\` (12,918×) down to \`In the Company of Men\` (115×). One sentence an executive would remember:

\`\`\`text
Every one of the 20 best returns in the data came from a film that cost
$1.5 million or less: Paranormal Activity turned a $15,000 budget into
$193.8 million worldwide.
\`\`\`

The evidence behind it: 18 of the 20 cost $1 million or less, and the most expensive is \`Snow White and the Seven Dwarfs\` at $1,488,000. Five are horror films (\`Paranormal Activity\`, \`The Blair Witch Project\`, \`Night of the Living Dead\`, \`Halloween\`, \`The Texas Chainsaw Massacre\`), which is where the course's horror story starts.

Two things to notice before you build on it. A tiny denominator makes a huge multiple: \`Tarnation\` is second at 5,330× on a $218 budget, so a list of extremes says little about a typical film. That is why lesson 3 switches to medians; the median Return of all 3,193 films with a value is 1.8×. Also, 8 films have an empty Return (no budget or no worldwide gross) and belong in no ranking. If they appear at the top of your sort, filter them out.
`,
    "Knowing your audience": `After this lesson you can profile an audience before you build anything, and adapt the same finding for an executive, a manager and a specialist.

## Three questions about any audience

1. **What decision do they own?** Budget, hiring, product, pricing. Your story must end in that decision.
2. **What do they already know?** Experts want method and caveats; executives want implications.
3. **What do they care about?** Revenue, risk, reputation, workload. Frame the finding in their terms.

Add two practical ones: how much time do you get, and will they read it alone or hear you present it?

## Worked example: one finding, three audiences

Finding from \`movies\`: among genres with more than 100 films that have a budget and a worldwide gross, Horror has the highest median \`Return\` (worldwide gross ÷ production budget), while Adventure has the highest median \`Worldwide Gross\`.

\`\`\`text
Audience profile template
  Who:           Head of Development          | CFO                | Data team lead
  Decision:      which scripts to greenlight  | how to split budget| whether analysis is sound
  Knows:         films, not statistics        | finance, ROI       | methods, data quality
  Cares about:   hits, creative risk          | return, downside   | correctness, caveats
  Time:          10 minutes                   | 3 minutes          | 30 minutes

  Opening line:
  Development:  "Horror is our cheapest way to a profitable slate."
  CFO:          "Per dollar, horror earns back more than any major genre."
  Data lead:    "Median return by genre, films with budget and gross only;
                 here is what was excluded and why."
\`\`\`

Same data, same result, three different first sentences.

## Common mistake

Presenting to yourself. Analysts tend to narrate the process ("first I cleaned the dates, then I joined...") because that is what they lived through. Only the data lead wants that, and even they want the result first.

## Try it

Write an audience profile for a **distribution partner** deciding which of their films to release in more cinemas. Using \`movies\`, pick one finding that matters to them (for example by \`Distributor\` or \`MPAA Rating\`) and write their opening line in under 20 words.

## Worked answer

\`\`\`text
Audience profile: distribution partner
  Who:          Head of theatrical distribution at the partner
  Decision:     which titles in the coming slate get a wider release
  Knows:        cinemas, release windows, rating rules; not statistics
  Cares about:  US box office per title, empty screens, risk
  Time:         15 minutes in a release-planning meeting, then reads the one-pager

  Finding:      median US Gross, PG-13 films $37.3M (864 films) vs R $15.2M (1,193)
  Opening line: "Widen PG-13 titles first: their median US gross, $37.3 million,
                 is over twice R-rated films' $15.2 million."    (17 words)
\`\`\`

Compute the finding with \`=MEDIAN(IF((movies[MPAA Rating]="PG-13")*ISNUMBER(movies[US Gross]),movies[US Gross]))\` and the same for \`"R"\`. G films have the highest median of all ($60.5 million), but there are only 79, so PG-13 against R is the comparison that fits most of a slate.

Yours will differ; a strong answer ties the finding to the decision the partner owns (more screens for which titles), states a size in their units (US dollars, not a ratio) and stays under 20 words. Keep the caveat ready for the first question: PG-13 films also cost more (median budget $35 million vs $16 million). Among films budgeted at $20–100 million the gap narrows to $42.4 million vs $32.6 million, so part of the difference is the budget, not the rating.
`,
    "Finding the key message": `After this lesson you can distil an analysis into one sentence that states a finding, its size and what should happen next, and test it before you build slides.

## The one-sentence test

A key message is a complete sentence, not a topic. It has three parts:

- **What** is true (the finding)
- **How much** (the size, in the audience's units)
- **So what** (the decision or action it supports)

"Genre performance" is a topic. "Horror returns more per dollar than any major genre, so a low-budget horror line would lift the slate's return" is a message.

## Worked example: sharpening a message

Compute median return by genre in Excel, with a list of genres in column A of a summary sheet:

\`\`\`excel
=MEDIAN(IF((movies[Major Genre]=A2)*ISNUMBER(movies[Return]),movies[Return]))
=COUNTIFS(movies[Major Genre],A2,movies[Return],">=0")
\`\`\`

The second formula counts the films behind each median; a genre with a handful of films should not headline the story (Concert/Performance has the highest median of all, but only five films have both numbers).

\`\`\`text
Draft 1: "Here is an overview of genre performance."        (topic)
Draft 2: "Horror does well."                                (vague)
Draft 3: "Horror has the highest median return of any genre
          with over 100 films."                             (finding)
Final:   "Horror earns back more per dollar than any major
          genre; a slate of low-budget horror films is our
          best-value bet."                                  (finding + so what)
\`\`\`

Check the final sentence against your numbers before going further: every word must be defensible.

## Common mistake

Choosing the most surprising finding instead of the most useful one. A bizarre outlier film is fun, but the board decides on portfolios, not anecdotes. Ask: "If they remember only this, will they decide better?"

## Try it

Compare \`Rotten Tomatoes Rating\` and \`IMDB Rating\` by \`Major Genre\`. Write three drafts of a key message, each more specific, and finish with one that states the finding, its size and a so-what for a marketing team.

## Worked answer

\`\`\`excel
=AVERAGEIFS(movies[Rotten Tomatoes Rating],movies[Major Genre],A2,movies[IMDB Rating],"<>")
=AVERAGEIFS(movies[IMDB Rating],movies[Major Genre],A2,movies[Rotten Tomatoes Rating],"<>")*10
\`\`\`

Both formulas average only the films that have both ratings (2,260 films), and the second rescales IMDB to 0–100 so the two columns can be compared. IMDB users score higher than critics in most genres, most of all in Thriller/Suspense (IMDB 64.3 vs Rotten Tomatoes 47.3, 185 films), Horror (56.8 vs 41.2, 145 films) and Romantic Comedy (58.2 vs 43.1, 114 films). Documentaries reverse it (72.6 vs 81.1, 21 films).

\`\`\`text
Draft 1: "Critics and audiences rate genres differently."            (topic)
Draft 2: "Critics are harder on thrillers and horror than audiences." (vague)
Draft 3: "For thrillers, horror and romantic comedies, critics score
          15-17 points below IMDB users on a 0-100 scale."            (finding + size)
Final:   "Audiences like our thrillers, horror and romantic comedies
          15-17 points more than critics do, so sell them on audience
          reactions and preview screenings, and save critics' quotes
          for documentaries."                                         (finding + size + so what)
\`\`\`

The final version works for a marketing team because the action follows directly from the gap. One limit to keep in mind: Rotten Tomatoes is the share of critics who liked a film, not an average score, so the result supports "critics are harsher" but not a precise number of points.
`,
    "Story structure for data": `After this lesson you can arrange findings into a context–conflict–resolution structure, so your audience follows a narrative instead of a list of charts.

## Three acts

- **Context:** what the audience already believes or where things stand. Short.
- **Conflict:** the tension the data reveals: a gap, a risk, a surprise, a change.
- **Resolution:** what to do about it, and what it is worth.

A useful check is the "and, but, therefore" pattern: *We do X **and** Y, **but** the data shows Z, **therefore** we should W.* If your story needs "and then, and then", it is a list, not a story.

## Worked example: a storyboard for a studio

\`\`\`text
Context   (1 slide)
  "Our slate leans on big-budget Adventure and Action films, the
   genres with the highest median worldwide gross."

Conflict  (2-3 slides)
  "But per dollar spent they earn back less than Horror, and big
   budgets put more money at risk on each film."
  Evidence: median Return by Major Genre (bar chart, sorted)
  Evidence: spread of Return for Adventure vs Horror (box plot)

Resolution (1-2 slides)
  "Therefore we propose a low-budget horror line alongside fewer
   tentpoles."
  What it needs: budget range, number of films, how we will track it
  What we are not sure of: missing genres, films without budgets
\`\`\`

Sketch the storyboard on paper or sticky notes before you open PowerPoint; moving a note is cheaper than rebuilding a slide.

## Watch out

Do not bend the conflict to fit the resolution you wanted. If the spread of \`Return\` for Horror is wide (some films lose money), say so in the conflict; it strengthens your credibility and shapes the resolution ("many small bets, not one big one").

## Try it

Build a box plot (Excel: Insert → Statistic Chart → Box and Whisker) of \`Return\` for Horror and Adventure. Then write your own and-but-therefore sentence for a studio deciding between those genres, and turn it into a five-box storyboard.

## Worked answer

In the box plot, the two boxes look almost the same. Horror (219 films) has a median Return of 2.63× with the middle half from about 1.35× to 5.2×. Adventure (274 films) has a median of 2.50× with the middle half from about 1.3× to 5.0×. The difference is in the outliers: 31 horror points sit above the top whisker, reaching 12,918× (\`Paranormal Activity\`), against 17 for Adventure, reaching 72.5× (\`Star Wars Ep. IV: A New Hope\`). Cap the vertical axis (Format Axis → Bounds, maximum 12) and say so in the subtitle, or the boxes shrink to a line. Horror's mean marker (69.6×) then falls off the chart, a reminder to use the median.

\`\`\`text
And:       Horror and Adventure earn back the same multiple of their budget
           (median 2.6x vs 2.5x) and lose money equally often (20% of films),
But:       a horror film costs a median $13M against $56M, so a horror flop
           costs far less (median shortfall $5.1M vs $12.9M),
Therefore: spread next year's money over several low-budget horror films
           rather than one more Adventure tentpole.

Storyboard
1 Context     Adventure brings the biggest grosses: median $133M worldwide
2 Conflict    Per dollar, Horror matches it: 2.6x vs 2.5x     (box plot)
3 Conflict    Both flop one time in five (44 of 219, 54 of 274),
              but a horror flop loses $5.1M, an Adventure flop $12.9M
4 Resolution  For the budget of one $56M Adventure film, make four horror films
5 Resolution  What we will track, and what the data cannot show
              (marketing costs; box office is not studio revenue)
\`\`\`

The conflict is honest, not bent to fit the resolution: the data does not show that horror earns more per dollar by any meaningful margin. It shows that horror earns the same for a much smaller stake.
`,
    "Annotating charts": `After this lesson you can add titles, labels and callouts that make a chart explain itself, so it works even when you are not in the room.

## Layers of annotation

1. **Headline title:** the finding as a sentence, not the chart's contents.
2. **Subtitle:** what is measured, the unit, the population and the period.
3. **Direct labels:** on the bars or line ends, replacing the legend.
4. **Callouts:** a short note at the point that matters, connected by position or a thin line.
5. **Source and notes:** where the data came from and what was excluded.

## Worked example: median return by genre

Start from a bar chart of median \`Return\` by \`Major Genre\` (from a summary range built with the \`MEDIAN(IF(...))\` formula).

\`\`\`text
Before
  Title:    "Median Return by Major Genre"
  Bars:     12 genres, alphabetical, all blue, legend "Series1"
  Axis:     0 to 7 with gridlines

After
  Title:    "Horror earns back the most per dollar among major genres"
  Subtitle: "Median worldwide gross ÷ production budget, films with both
             values; genres with fewer than 100 such films in grey"
  Bars:     sorted descending; Horror in a strong color, others grey
  Labels:   value at the end of each bar, one decimal, "×" suffix
  Callout:  next to Horror: "2.6× median return across 219 films;
             a few breakout hits earned far more" (check both numbers
             against your own summary before publishing)
  Footer:   "Source: Movies and Box Office data set, 3,201 films;
             films without genre, budget or gross excluded"
\`\`\`

A custom number format such as \`0.0"×"\` adds the suffix in Excel without turning the values into text.

## Common mistake

Annotating everything. Five callouts compete with each other, and the reader no longer knows where to look. One or two callouts per chart, each saying something the chart cannot say by itself (a cause, a caveat, a comparison).

## Try it

Make a line chart of the number of films per release year (extract the year with \`=VALUE(RIGHT([@[Release Date]],4))\` and use a PivotTable). Add a headline, subtitle, one callout and a source line, and mention in the footer how you treated the handful of release years decades in the future (such as the 2040s), which are data errors.

## Worked answer

The PivotTable (Rows: \`Year\`, Values: Count of \`Title\`) gives 91 years, from 1928 to 2046. Filter the row labels to 2010 and earlier before you chart, which leaves 3,177 films over 75 years. A chart spec that passes:

\`\`\`text
Headline: "Most films in the data were released after 1995; releases peak at 220 in 2006"
Subtitle: "Number of films per release year, 1928-2010, Movies and Box Office data set"
Line:     one series, no legend; label only the peak (2006: 220) and the last point (2010: 92)
Callout:  at 2007-2010: "Fewer films after 2006 reflects the data set's coverage,
           not proof of an industry decline; the data ends on 17 Dec 2010"
Footer:   "Source: Movies and Box Office, 3,177 of 3,201 films. 24 films dated after 2010
           are excluded: 22 are 1915-1946 classics stored a century late (Gone with the
           Wind appears as 2039), 2 are 2011 releases."
\`\`\`

The shape to expect: 230 films before 1980, 256 in the 1980s, 769 in the 1990s and 1,922 from 2000 to 2010. The line climbs from 73 in 1995 to 220 in 2006, then drops to 164, 160, 130 and 92.

Two things a reviewer will check. First, the footer states the rule and the count, so nobody has to guess why the axis stops at 2010. Second, the axis is honest: a PivotChart puts years on a category axis, so years with no films (1931 and 1932, for example) disappear and 1930 sits next to 1933. With data this sparse before 1960, either start the chart at 1980 and say so, or use a scatter chart with lines, which keeps real spacing between years.
`,
    "Building a slide narrative": `After this lesson you can turn a storyboard into a deck whose slide titles alone tell the whole story, with one idea and one piece of evidence per slide.

## Headline-first slides

Write every slide title as a full-sentence takeaway, then read only the titles in order. If that sequence makes sense on its own (the "ghost deck" test), the structure works. Then give each slide exactly one chart or table that proves its headline.

## Deck skeleton

1. **Title slide** with the key message as the subtitle
2. **Executive summary:** the answer, the evidence in three bullets, the ask
3. **Context** (one slide)
4. **Evidence** (three to five slides, one finding each)
5. **Recommendation** and what it needs
6. **Risks and open questions**
7. **Appendix:** method, exclusions, extra cuts

## Worked example: a ghost deck for a studio

\`\`\`text
1. A low-budget horror line is our best-value bet for next year's slate
2. Summary: Horror leads on return per dollar; Adventure leads on gross;
   we propose a mixed slate
3. Our current slate is weighted towards big-budget Adventure and Action
4. Adventure and Action have the highest median worldwide gross
5. Per dollar of budget, Horror earns back more than any major genre
6. Horror returns vary widely, so many small bets beat one big one
7. Proposal: a set of low-budget horror films, reviewed after one year
8. Risks: missing genres and budgets, no marketing costs in the data
9. Appendix: how Return was calculated and which films were excluded
\`\`\`

Slides 4 and 5 each take one chart from your \`movies\` analysis; slide 6 takes the box plot of \`Return\`.

## Common mistake

Titles like "Genre analysis" or "Results (2)". They force the audience to work out the point themselves, and they make the deck useless when forwarded. If a title could sit on any deck, rewrite it.

## Try it

Write a ghost deck of seven to nine headlines for a different question from \`movies\`: "Should we make more R-rated or more PG-13 films?" Use \`MPAA Rating\`, \`Worldwide Gross\` and \`Return\`. Read the titles aloud; fix any slide that does not follow from the one before.

## Worked answer

The figures, for films rated PG-13 (865) or R (1,194), with medians computed as in lesson 3:

| | PG-13 | R |
| --- | --- | --- |
| Median worldwide gross | $56.3M | $22.1M |
| Median production budget | $35M | $16M |
| Median Return | 1.80× | 1.42× |
| Films with Return below 1 | 32% (277 of 863) | 40% (473 of 1,193) |

\`\`\`text
1. Shift next year's mix towards PG-13: it earns more per film and per dollar
2. Summary: PG-13 grosses 2.5x more per film, returns 1.80x vs 1.42x and
   flops less often; keep R for horror
3. R is the most common rating in the data: 1,194 films vs 865 PG-13
4. A PG-13 film's median worldwide gross is $56.3M, an R film's $22.1M
5. Part of that gap is budget: PG-13 films cost a median $35M, R films $16M
6. Budget does not explain it away: PG-13 returns more per dollar in every
   budget band (under $20M 1.77x vs 1.51x; $20-100M 1.70x vs 1.34x)
7. R-rated films fail to earn back their budget more often: 40% vs 32%
8. The exception is horror: R-rated horror returns 2.50x (127 films),
   well above PG-13 films overall
9. Risks: the rating follows the story, 605 films have no rating, and the
   data has no marketing costs
\`\`\`

Read aloud, each title sets up the next one. Slide 5 raises the obvious objection to slide 4, and slide 6 answers it. Without slide 5, the audience would reject slide 4 the moment someone mentions budgets. Slide 8 keeps the recommendation from overreaching: R is not always the weaker choice. Slide 9 is where the causal caveat goes, since a studio cannot turn an R-rated script into a PG-13 film without changing the film.
`,
    "Presenting live and handling questions": `After this lesson you can open a presentation with the answer, pace your evidence, and respond to challenging questions calmly and honestly.

## Before you present

- Know your key message well enough to say it without slides.
- Prepare the three questions you least want to hear, and their answers.
- Have the appendix ready: method, exclusions, extra breakdowns.
- Time a run-through; plan what to cut if you only get half the time.

## During the presentation

- **Answer first:** say the recommendation in the first minute.
- **Walk each chart:** "This shows X; each bar is Y; look at Z." Then pause.
- **One idea per slide:** move on when the headline is proven.

## Handling questions

\`\`\`text
Question type             Response pattern
------------------------  ------------------------------------------------
Clarifying ("what is      Answer briefly, point to the definition slide.
Return?")
Challenge ("horror is a   Acknowledge, give the evidence, state the limit:
fad")                     "The data covers releases up to about 2010, so it
                          cannot tell us about recent years; here is how
                          we'd test it."
Out of scope              "Good question; the data doesn't include marketing
("marketing costs?")      spend. I'll follow up with finance."
You don't know            "I don't know yet. I'll check and send it by
                          Thursday." Then do it.
Hostile or off-topic      Restate the goal of the meeting and offer to
                          take it offline.
\`\`\`

## Common mistake

Defending every number. When someone finds a real flaw (for example, that films without a \`Production Budget\` were excluded and might be the flops), agree, say what it changes and what does not change. Conceding a fair point costs less credibility than arguing.

## Try it

For your studio recommendation, list three hard questions a CFO could ask using only what is in \`movies\` (missing budgets, impossible release dates, genre sample sizes). For each, write a two-sentence answer and the appendix slide that backs it up.

## Worked answer

\`\`\`text
Q1 "You left films out. Could they be the flops?"
   A: Only 8 of 3,201 films have no Return (1 without a budget, 7 without a
      worldwide gross), and none of them is a horror film. The 47 films with
      a worldwide gross of 0 are counted as total losses; dropping them moves
      Horror's median from 2.63x to 2.69x and Adventure's from 2.50x to 2.53x.
   Appendix: "Exclusions and zero grosses", with the counts per genre.

Q2 "Some release dates are in the 2040s. Is this old data?"
   A: 24 films are dated after 2010: 22 are classics with the century wrong and
      2 are 2011 releases, none of them horror, and Return does not use the date.
      For 2000-2010 alone, Horror still leads genres with 100+ films: 2.57x
      (117 films) vs Adventure 2.23x (177).
   Appendix: "Date errors and the 2000-2010 check".

Q3 "Concert/Performance has 6.4x and Musical beats Horror. Why not those?
    And is 2.63x vs 2.50x even a difference?"
   A: Concert/Performance has 5 films and Musical 53, so we only rank genres
      with 100+ films. And no: the middle halves of Horror and Adventure overlap
      almost completely. The case is that horror earns the same multiple on a
      quarter of the budget ($13M vs $56M), so each loss is smaller.
   Appendix: "Film counts behind each median", the sorted table with n per genre.
\`\`\`

Each answer concedes what is true, gives a number from \`movies\` and points to one appendix slide. The third answer is the one that protects your credibility: a CFO who spots that the medians are nearly equal will trust the rest of the deck only if you got there first.
`,
    "Case study: telling a churn story": `After this lesson you can take a typical churn analysis from a results spreadsheet to a story with a message, a structure and a recommendation, and reuse the same moves on any analysis.

## The starting point

A subscription company's analyst shares a workbook: monthly churn rate by plan, by tenure, by acquisition channel and by support contacts, plus a survey of cancellation reasons. Twenty tabs, no conclusion. The management team asks: "Why are we losing customers, and what should we do?"

## Applying the course, step by step

\`\`\`text
1. Audience:   COO and Head of Customer Success; decide on retention
               budget; 10 minutes; know the business, not statistics
2. Message:    "Most churn happens in the first 90 days, among customers
                who never finish onboarding; fixing onboarding is the
                cheapest retention lever."   (fill in the real size)
3. Structure:
   Context:    churn has been steady, and the team assumed price is
               the main reason
   Conflict:   churn is concentrated in month 1-3 tenure; customers
               with an unresolved support contact churn at a much
               higher rate; price ranks lower in the survey than
               expected
   Resolution: an onboarding programme with a target and a review date
4. Charts:     churn rate by tenure month (line, first 3 months
               highlighted, callout); churn by onboarding completed
               yes/no (two bars, zero baseline)
5. Deck:       8 headline slides + appendix with definitions
               (churn = cancellations in month ÷ customers at start)
6. Q&A prep:   "Is this just seasonality?" "What about price?"
               "How sure are we it's onboarding and not who signs up?"
\`\`\`

The last question matters: onboarding and churn could share a cause (customers who were never a good fit neither onboard nor stay). Say so, and propose a test, such as offering onboarding help to a random half of new sign-ups.

## Common mistake

Leading with the 20 tabs. The churn story lives in two charts; the rest goes to the appendix.

## Try it: the same moves on \`movies\`

Treat "films that lose money" as the studio's churn: add a column flagging \`Return\` below 1. Find which \`Major Genre\` and budget band (use \`Production Budget\` bins) lose money most often, then write the six steps above for a studio head: audience, message, structure, two charts, deck outline and three Q&A questions.

## Worked answer

\`\`\`excel
=IF(ISNUMBER([@Return]),--([@Return]<1),"")
=IF(N([@[Production Budget]])=0,"",IF([@[Production Budget]]<20000000,"Under $20M",IF([@[Production Budget]]<100000000,"$20M-$100M","$100M+")))
\`\`\`

The first column (\`Loss\`, 1 or 0) averaged in a PivotTable gives the loss rate. Put \`Major Genre\` or the second column (\`Budget band\`) in Rows. 1,101 of the 3,193 films with a Return (34.5%) earned back less than their budget. Drama has the highest loss rate of the large genres, 42.7% (337 of 789); Western (47%) and Documentary (44%) are higher but have only 36 and 43 films. Among the large genres, Horror (20.1%) and Adventure (19.7%) have the lowest. By budget band: under $20M 36.2%, $20M–$100M 35.1%, $100M+ 13.5%. Horror under $20M has a loss rate of only 15.4% (23 of 149 films).

\`\`\`text
1 Audience:  studio head; decides the slate mix and budget bands; knows films,
             not statistics; 10 minutes
2 Message:   "One film in three fails to earn back its budget, but only 15% of
              horror films under $20M do; a low-budget horror line is our
              cheapest way to cut the flop rate."
3 Structure: Context    a third of all films lose money (34.5%)
             Conflict   Drama, the biggest genre, fails 43% of the time; big
                        budgets fail least (13.5%) but lose the most per flop
             Resolution a low-budget horror line, reviewed after one year
4 Charts:    loss rate by genre, sorted, film counts in the labels, Horror
             highlighted; loss rate by budget band for horror vs all films
5 Deck:      message / a third lose money / Drama fails most / big budgets fail
             less but cost more / low-budget horror fails least / proposal /
             risks / appendix (Return definition, exclusions, zero grosses)
6 Q&A:       "Box office is not our revenue: is Return below 1 the right line?"
             "Do $100M+ films fail less only because marketing is left out?"
             "Are the 47 films with a gross of 0 real flops or missing data?"
\`\`\`

The pitfall matches the churn case: a low loss rate for big budgets looks like safety, but the data has no marketing costs, and those grow with the budget. Put that question in your Q&A rather than leaving it for the audience to ask.
`,
  },
  readings: {
    "Writing executive summaries": `An executive summary lets a busy reader make the decision without reading the rest. It comes first, fits on one page (often half a page), and stands alone.

## Structure

| Part | What it contains | Length |
|---|---|---|
| Headline | The key message as one sentence | 1 line |
| Context | Why this analysis was done, the question asked | 1–2 sentences |
| Findings | Three findings with their size, most important first | 3 bullets |
| Recommendation | What to do, who, by when | 1–2 sentences |
| Ask | The decision or resource you need now | 1 sentence |
| Caveats | What the data cannot show | 1–2 bullets |

## Template

\`\`\`text
HEADLINE: [Action] because [finding with size].

We analysed [data, scope, period] to answer [question].

- [Most important finding, with number and comparison]
- [Second finding]
- [Third finding, or the main risk]

We recommend [action], starting [when], owned by [who].
We need [decision/budget/approval] by [date].

Limits: [exclusions, missing data, what would change the conclusion].
\`\`\`

## Example (movies data)

\`\`\`text
HEADLINE: Add a low-budget horror line to next year's slate; per dollar,
horror is the best-performing major genre.

We compared worldwide gross and production budget for films in the
Movies and Box Office data set that have both values and a genre.

- Horror has the highest median return on budget of any genre with
  more than 100 films.
- Adventure has the highest median worldwide gross but needs the
  largest budgets.
- Horror returns vary widely; several small films spread the risk.

We recommend greenlighting a small set of low-budget horror films next
year, reviewed after twelve months by the development team.
We need approval of the development budget at the next board meeting.

Limits: no marketing costs; films without budget or genre are excluded;
data covers releases up to about 2010.
\`\`\`

## Checklist

- [ ] Readable in under two minutes
- [ ] Headline is a full sentence with an action
- [ ] Every finding has a number you can source
- [ ] No method details beyond one line of scope
- [ ] The ask is explicit and dated
- [ ] Caveats are stated, not hidden in the appendix
`,
  },
  quizzes: {
    "Knowledge check": {
      passMark: 0.7,
      questions: [
        {
          id: "dst-k1",
          type: "single",
          prompt:
            "A subscription company asked why it is losing customers. Which of these is a key message that passes the one-sentence test (what, how much, so what)?",
          choices: [
            {
              id: "a",
              text: '"Customers who never finish onboarding churn at three times the rate of those who do, so fixing onboarding is our cheapest retention lever."',
            },
            { id: "b", text: '"An overview of churn by plan, tenure and acquisition channel."' },
            { id: "c", text: '"Churn is a problem."' },
            {
              id: "d",
              text: '"First we joined the survey to the billing data, then we computed churn by tenure month."',
            },
          ],
          correct: "a",
          explanation:
            'A key message is a complete sentence with a finding, its size in the audience\'s units, and the decision it supports. An overview is a topic, "Churn is a problem" has no size and no action, and narrating the process is presenting to yourself: only a data specialist wants the method, and even they want the result first.',
        },
        {
          id: "dst-k2",
          type: "multiple",
          prompt:
            'You run the "ghost deck" test, reading only the slide titles in order. Which of these titles pull their weight?',
          choices: [
            { id: "a", text: '"Per dollar of budget, Horror earns back more than any major genre"' },
            { id: "b", text: '"Genre analysis"' },
            { id: "c", text: '"Horror returns vary widely, so many small bets beat one big one"' },
            { id: "d", text: '"Results (2)"' },
          ],
          correct: ["a", "c"],
          explanation:
            'Headline titles state the slide\'s takeaway as a full sentence, so the titles alone tell the story and the deck still works when forwarded. "Genre analysis" and "Results (2)" could sit on any deck: they make the audience work out the point themselves. If a title could sit on any deck, rewrite it.',
        },
        {
          id: "dst-k3",
          type: "single",
          prompt:
            "You have 3 minutes with the CFO, who decides how to split next year's budget, knows finance and ROI well, and has no time for method. Which opening line fits?",
          choices: [
            { id: "a", text: '"Per dollar, horror earns back more than any major genre."' },
            {
              id: "b",
              text: '"Median return by genre, films with budget and gross only; here is what was excluded and why."',
            },
            { id: "c", text: '"Let me walk you through how I prepared the data."' },
            { id: "d", text: '"Horror is the most fun genre to make."' },
          ],
          correct: "a",
          explanation:
            'Frame the finding in the audience\'s terms and around the decision they own: for a CFO splitting a budget, that is return per dollar. Leading with exclusions and method suits a data team lead reviewing soundness, not a 3-minute executive slot; the process walk-through buries the answer, and "fun" is not what the CFO cares about.',
        },
        {
          id: "dst-k4",
          type: "numeric",
          prompt:
            "The churn case study defines monthly churn as cancellations in the month ÷ customers at the start of the month. A month starts with 2,400 customers; 84 cancel and 150 new customers sign up. What is the churn rate, in percent?",
          answer: 3.5,
          tolerance: 0.01,
          unit: "%",
          explanation:
            "84 / 2,400 = 0.035 = 3.5%. New sign-ups are not in the denominator: they were not customers at the start of the month. Dividing by the end-of-month count (2,400 − 84 + 150 = 2,466) gives about 3.41% and quietly changes the definition, which is why the deck's appendix states it.",
        },
        {
          id: "dst-k5",
          type: "single",
          prompt:
            "Mid-presentation the CFO points out that films without a Production Budget were excluded from your return analysis, and that they might be the flops. The point is fair. How do you respond?",
          choices: [
            {
              id: "a",
              text: "Agree, say what it could change and what it does not change, and offer a follow-up check",
            },
            { id: "b", text: "Defend the number: the method was sound, so the result stands" },
            { id: "c", text: "Say it is out of scope and move to the next slide" },
            { id: "d", text: "Drop the recommendation on the spot" },
          ],
          correct: "a",
          explanation:
            "When someone finds a real flaw, conceding it costs less credibility than arguing. Acknowledge it, say what it changes and what it does not, and commit to checking (your appendix should list exclusions). Defending every number or waving the question away loses trust, and one caveat rarely overturns the whole finding.",
        },
        {
          id: "dst-k6",
          type: "single",
          prompt:
            "You are annotating a sorted bar chart of median return by genre that will be emailed to people who were not at your presentation. Which set of annotations is best?",
          choices: [
            {
              id: "a",
              text: "A headline stating the finding, a subtitle with the measure and population, direct value labels, one callout at Horror and a source line",
            },
            { id: "b", text: 'The title "Median Return by Major Genre" and a legend reading "Series1"' },
            { id: "c", text: "A callout on each of the twelve bars, so every genre is explained" },
            { id: "d", text: "No text at all, so the chart speaks for itself" },
          ],
          correct: "a",
          explanation:
            "A chart sent on its own must explain itself: the headline gives the finding, the subtitle says what is measured, for whom and when, labels replace the legend, and a single callout points at the one thing that matters. A descriptive title leaves the reader to find the point; twelve callouts compete so nobody knows where to look.",
        },
      ],
    },
  },
  projectBrief: `# Project: board-ready insight deck

## Scenario

**Lanternfish Pictures**, a fictional mid-sized film studio, is planning next year's slate. The board meets in two weeks and has asked the strategy team one question: *"Where should next year's production budget go?"* You have been asked to build the deck and the executive summary, using the industry data in the Movies and Box Office data set as a benchmark for how different kinds of films perform.

## Data

The **Movies and Box Office** data set in the data playground, table \`movies\` (one row per film). Use \`Worldwide Gross\`, \`US Gross\`, \`Production Budget\`, \`Major Genre\`, \`Creative Type\`, \`MPAA Rating\`, \`Release Date\`, \`Rotten Tomatoes Rating\` and \`IMDB Rating\`. Download \`movies.csv\` and work in Excel and PowerPoint (or Google Sheets and Slides). Expect missing values and some impossible release years: decide what to exclude and document it.

## Questions to answer

1. Which genres bring the highest median worldwide gross, and which the highest median return (worldwide gross ÷ production budget)? How many films are behind each figure?
2. How often do films lose money (return below 1) in each genre, and in each budget band (for example under $20M, $20–100M, over $100M)?
3. Does the MPAA rating change the picture for the leading genres?
4. Do critic ratings (\`Rotten Tomatoes Rating\`) relate to return? Is that a reason to invest in quality, or could something else explain it?
5. What should the board do: which mix of genres and budget bands, and what should be reviewed after a year?

## Deliverables

- A **deck of 8–12 slides**: title slide with the key message, executive summary, context, evidence (one finding per slide), recommendation, risks, appendix with method and exclusions.
- An **executive summary** of at most one page, following the course template.
- **Speaker notes** or a one-page Q&A sheet with the five hardest questions you expect and your answers.

## Hand-in checklist

- [ ] The key message is one sentence with a finding, a size and an action
- [ ] Slide titles alone tell the story (ghost deck test)
- [ ] Each evidence slide has one chart with a headline title, subtitle, direct labels and a source line
- [ ] Medians, not means, for gross and return, with film counts shown
- [ ] Exclusions (missing budget, gross or genre; impossible dates) are stated
- [ ] No causal claim about ratings without naming other explanations
- [ ] The executive summary ends with an explicit, dated ask
- [ ] Every number in the deck can be traced to a formula in your workbook
`,
} satisfies CourseNotes;
