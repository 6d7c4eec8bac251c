#!/usr/bin/env python3
"""Write the sample recordings of Scenarios/ and compute the figures the
harness must report for them.

For every scenario of the sample suites this script holds a scripted
passing run (the turns of the transcript) and, per run, where it goes
wrong, so that the replayed reports show failures, flaky runs and an error
run as a reviewer would see them. It writes `recorded.jsonl` in every app folder
(transcript-format.md: one JSON object per line, runs 1 to 5 of every
scenario, stable key order), so running it again gives byte-identical files.

It then reads the scenario files and app definitions with PyYAML and

- checks that every scenario has exactly 5 recorded runs whose utterances are
  the scenario's turns (a prefix of them for a run with an error), and that
  every reference in the scenarios is valid against the app definition;
- grades every run the way scenario-format.md and report-format.md say, and
  prints the metrics (passed/total, mean, 95% Wilson interval), pass^k,
  pass@k and each scenario's status, for the whole tree and per app;
- checks the `gate:` of every replay.evaluate.yaml against those figures.

Usage: python3 Scripts/make-sample-recordings.py [--check] [--failures]
  --check     write nothing; fail if a recorded.jsonl differs from what it would write
  --failures  also list every failed check: run, turn (0 for `expect:`) and kind

Python 3 standard library plus PyYAML.
"""

import copy
import datetime as dt
import hashlib
import json
import math
import re
import sys
from pathlib import Path
from zoneinfo import ZoneInfo

import yaml

ROOT = Path(__file__).resolve().parent.parent / "Scenarios"
RUNS = 5
APPS = ["Dinewell", "Counter", "Restaurant", "Mail", "WeighIn", "Howbee"]
TIMEOUT = "resolver timed out after 60 s"

# ---------------------------------------------------------------------------
# Building blocks of a transcript
# ---------------------------------------------------------------------------


def call(intent, outcome="succeeded", result=None, **arguments):
    """One intent invocation. `result` is (entity type, id)."""
    invocation = {"intent": intent, "arguments": arguments, "outcome": outcome}
    if result is not None:
        invocation["result"] = {"entity": result[0], "id": result[1]}
    return invocation


def ent(entity, id, props=None, omit=()):
    """A found entity; its properties come from the app's catalog unless
    `props` gives them; `omit` leaves some out (not reported = nil)."""
    return {"entity": entity, "id": id, "props": props, "omit": tuple(omit)}


def scr(entity, id):
    """An entity Siri took from the screen."""
    return {"entity": entity, "id": id}


def T(utterance, *invocations, found=(), onScreen=(), skills=(), response=None):
    """One turn of a transcript, without its latency (added when written)."""
    return {
        "utterance": utterance,
        "invocations": list(invocations),
        "found": list(found),
        "onScreen": list(onScreen),
        "skills": list(skills),
        "response": response,
    }


def vary(turn, *invocations, **changes):
    """A copy of `turn` with some fields replaced; positional invocations
    replace the turn's invocations."""
    changed = copy.deepcopy(turn)
    if invocations:
        changed["invocations"] = list(invocations)
    for key, value in changes.items():
        changed[key] = list(value) if isinstance(value, (list, tuple)) else value
    return changed


class Error:
    """A run that could not be completed: `error` set, only the first
    `turns` turns recorded."""

    def __init__(self, message, turns):
        self.message = message
        self.turns = turns


RECORDINGS = {}  # full scenario id -> (passing turns, {run: deviation})


def scenario(sid, turns, runs=None):
    """`runs` maps a run number to {turn number (from 1): replacement turn}
    or to an Error."""
    assert sid not in RECORDINGS, sid
    RECORDINGS[sid] = (turns, runs or {})


# ---------------------------------------------------------------------------
# What the assistant did: Dinewell (seed 004). Now: Thu 2026-12-03 17:00 EST.
# ---------------------------------------------------------------------------

D = "Dinewell/booking.yaml#"
t1 = T("Book a table for four at Luca tomorrow at 7:30 in Dinewell",
       call("BookTable", restaurant="luca-soho", partySize=4, time="2026-12-04T19:30:00-05:00",
            result=("ReservationEntity", "r-2041")),
       found=[ent("RestaurantEntity", "luca-soho")],
       response="Booked Luca for 4 tomorrow at 7:30 PM.")
t2 = T("Actually, make it six",
       call("ChangePartySize", reservation="r-2041", partySize=6, result=("ReservationEntity", "r-2041")),
       response="Done. Your table at Luca tomorrow at 7:30 PM is now for 6.")
scenario(D + "book-then-resize", [t1, t2], {
    # "make it six" once understood as five
    3: {2: vary(t2, call("ChangePartySize", reservation="r-2041", partySize=5,
                         result=("ReservationEntity", "r-2041")),
                response="Done. Your table at Luca tomorrow at 7:30 PM is now for 5.")},
})

t1 = T("Any tables for two outside tonight in Dinewell?",
       call("FindAvailableTables", partySize=2, earliest="2026-12-03T19:00:00-05:00", seating="outdoor"),
       found=[ent("RestaurantEntity", "the-greenhouse"), ent("RestaurantEntity", "casa-lupe")],
       response="Two places have an outdoor table for two tonight: The Greenhouse at 7:00 PM on its "
                "heated terrace, and Casa Lupe at 7:30 PM on the back patio.")
scenario(D + "tables-outside-tonight", [t1], {
    # booked the first result although the person only asked
    4: {1: vary(t1, t1["invocations"][0],
                call("BookTable", restaurant="the-greenhouse", partySize=2, time="2026-12-03T19:00:00-05:00",
                     result=("ReservationEntity", "r-2107")),
                response="I booked a table for two on the terrace at The Greenhouse tonight at 7:00 PM.")},
})

# Fails every run: Siri books when asked a question.
t1 = T("Does Luca have room for two tomorrow around 8 in Dinewell?",
       call("FindAvailableTables", partySize=2, earliest="2026-12-04T20:00:00-05:00", neighborhood="SoHo",
            seating="any"),
       call("BookTable", restaurant="luca-soho", partySize=2, time="2026-12-04T20:00:00-05:00",
            result=("ReservationEntity", "r-2113")),
       found=[ent("RestaurantEntity", "luca-soho")],
       response="Booked Luca for 2 tomorrow at 8:00 PM.")
t1b = vary(t1, t1["invocations"][0],
           call("BookTable", restaurant="luca-soho", partySize=2, time="2026-12-04T20:30:00-05:00",
                result=("ReservationEntity", "r-2114")),
           response="Luca has room for two tomorrow at 8:30 PM, so I booked it for you.")
scenario(D + "luca-availability-question", [t1], {2: {1: t1b}, 4: {1: t1b}})

t1 = T("Plan dinner for eight near Union Square on Saturday in Dinewell",
       call("FindAvailableTables", partySize=8, earliest="2026-12-05T19:00:00-05:00",
            neighborhood="Union Square", seating="any"),
       found=[ent("RestaurantEntity", "the-greenhouse"), ent("RestaurantEntity", "casa-lupe")],
       skills=["plan-group-dinner"],
       response="For 8 on Saturday near Union Square, The Greenhouse has a table at 7:30 PM and "
                "Casa Lupe at 8:00 PM. Which one should I book?")
scenario(D + "plan-group-dinner", [t1], {
    2: {1: vary(t1, skills=[])},  # the skill did not load
    5: {1: vary(t1, t1["invocations"][0],  # followed the skill's search, then booked anyway
                call("BookTable", restaurant="the-greenhouse", partySize=8, time="2026-12-05T19:30:00-05:00",
                     result=("ReservationEntity", "r-2188")),
                response="I booked The Greenhouse for 8 on Saturday at 7:30 PM.")},
})

t1 = T("There are eight of us for dinner on Saturday. Can Dinewell find somewhere near Union Square "
       "with outdoor seating?",
       call("FindAvailableTables", partySize=8, earliest="2026-12-05T19:00:00-05:00",
            neighborhood="Union Square", seating="outdoor"),
       found=[ent("RestaurantEntity", "the-greenhouse"), ent("RestaurantEntity", "casa-lupe")],
       skills=["plan-group-dinner"],
       response="The Greenhouse has a table for 8 on its heated terrace at 7:30 PM on Saturday, and "
                "Casa Lupe has one on its back patio at 8:00 PM. Want me to book one?")
t2 = T("The Greenhouse at 7:30 sounds great, book it",
       call("BookTable", restaurant="the-greenhouse", partySize=8, time="2026-12-05T19:30:00-05:00",
            result=("ReservationEntity", "r-2230")),
       response="Booked The Greenhouse for 8 on Saturday at 7:30 PM.")
scenario(D + "group-dinner-pick-and-book", [t1, t2])

t1 = T("Book a table at Luca in Dinewell",
       call("BookTable", outcome="needsInput", restaurant="luca-soho"),
       found=[ent("RestaurantEntity", "luca-soho")],
       response="How many guests?")
t2 = T("Four of us",
       call("BookTable", outcome="needsInput", restaurant="luca-soho", partySize=4),
       response="What time would you like the table?")
t3 = T("Tomorrow at seven",
       call("BookTable", restaurant="luca-soho", partySize=4, time="2026-12-04T19:00:00-05:00",
            result=("ReservationEntity", "r-2311")),
       response="Booked Luca for 4 tomorrow at 7:00 PM.")
scenario(D + "book-with-follow-up-questions", [t1, t2, t3], {
    # "seven" taken as 7 in the morning
    5: {3: vary(t3, call("BookTable", restaurant="luca-soho", partySize=4, time="2026-12-04T07:00:00-05:00",
                         result=("ReservationEntity", "r-2312")),
                response="Booked Luca for 4 tomorrow at 7:00 AM.")},
})

t1 = T("Book a table for fourteen at Luca on Saturday at 8 in Dinewell",
       found=[ent("RestaurantEntity", "luca-soho")],
       skills=["plan-group-dinner"],
       response="Dinewell restaurants take parties larger than 12 by phone. Want me to open Luca's page "
                "so you can call them?")
scenario(D + "a-party-of-14-goes-to-the-phone-not-to-booktable", [t1], {
    3: {1: vary(t1, skills=[])},  # a preferred skill: reported, never graded
})

# Fails every run: BookTable is for free bookings only, Siri tries anyway.
t1 = T("Book Hana for two on Saturday at 6 in Dinewell",
       call("BookTable", outcome="failed", restaurant="hana-omakase", partySize=2,
            time="2026-12-05T18:00:00-05:00"),
       found=[ent("RestaurantEntity", "hana-omakase")],
       response="Hana Omakase needs a card deposit to hold a table, so it has to be booked in the "
                "Dinewell app.")
scenario(D + "deposit-restaurant-in-app", [t1])

find = call("FindAvailableTables", partySize=2, earliest="2026-12-04T20:00:00-05:00",
            neighborhood="West Village", seating="any")
book = call("BookTable", restaurant="bar-mercato", partySize=2, time="2026-12-04T20:00:00-05:00",
            result=("ReservationEntity", "r-2402"))
message = call("MessageRestaurantIntent", recipients=["bar-mercato"],
               content="Hi! We have a table for two tomorrow at 8:00 PM, and it's our anniversary.")
t1 = T("In Dinewell, find us a table for two in the West Village tomorrow at 8, book the first one, "
       "and tell them it's our anniversary",
       find, book, message,
       found=[ent("RestaurantEntity", "bar-mercato")],
       response="Booked Bar Mercato for 2 tomorrow at 8:00 PM and let them know it's your anniversary.")
scenario(D + "find-book-and-message", [t1], {
    2: {1: vary(t1, find, message, book)},  # message first: the unordered group still holds
    3: {1: vary(t1, find, book, response="Booked Bar Mercato for 2 tomorrow at 8:00 PM.")},  # no message
})

D = "Dinewell/context.yaml#"
t1 = T("Book this place for two at 8",
       call("BookTable", restaurant="luca-soho", partySize=2, time="2026-12-03T20:00:00-05:00",
            result=("ReservationEntity", "r-2501")),
       onScreen=[scr("RestaurantEntity", "luca-soho")],
       response="Booked Luca for 2 tonight at 8:00 PM.")
scenario(D + "book-this-place", [t1])

t1 = T("Make it four",
       call("ChangePartySize", reservation="r-1001", partySize=4, result=("ReservationEntity", "r-1001")),
       response="Your table at Bar Mercato on Friday at 8:00 PM is now for 4.")
scenario(D + "resize-from-live-activity", [t1])

t1 = T("What time is my dinner on Friday in Dinewell?",
       found=[ent("ReservationEntity", "r-1001", omit=["specialRequests"])],
       response="Your dinner at Bar Mercato is on Friday at 8:00 PM, for 2.")
scenario(D + "dinner-on-friday", [t1])

t1 = T("My parents are visiting this weekend",
       response="That's lovely! Want me to find somewhere to take them?")
t2 = T("Find us a table for four inside on Sunday around noon",
       call("FindAvailableTables", partySize=4, earliest="2026-12-06T12:00:00-05:00", seating="indoor"),
       found=[ent("RestaurantEntity", "luca-soho"), ent("RestaurantEntity", "bar-mercato")],
       response="Luca and Bar Mercato both have an indoor table for four on Sunday at noon.")
scenario(D + "parents-sunday-lunch", [t1, t2], {
    # "around noon" searched from 11:30
    1: {2: vary(t2, call("FindAvailableTables", partySize=4, earliest="2026-12-06T11:30:00-05:00",
                         seating="indoor"),
                response="Luca and Bar Mercato both have an indoor table for four on Sunday from 11:30 AM.")},
})

D = "Dinewell/journal-and-messages.yaml#"
t1 = T("Add to my Dinewell journal that last night's cacio e pepe at Luca was the best I've ever had",
       call("LogMealIntent", title="Cacio e pepe at Luca",
            message="Last night's cacio e pepe at Luca was the best I've ever had.",
            entryDate="2026-12-02T20:00:00-05:00"),
       response="Added to your Dinewell journal.")
scenario(D + "log-meal", [t1])

t1 = T("Message Luca on Dinewell that we're running ten minutes late",
       call("MessageRestaurantIntent", recipients=["luca-soho"], content="We're running 10 minutes late."),
       found=[ent("RestaurantEntity", "luca-soho")],
       response="Sent to Luca: \"We're running 10 minutes late.\"")
scenario(D + "message-running-late", [t1], {
    2: {1: vary(t1, response="Message sent.")},  # a missing response word
    4: {1: vary(t1, call("MessageRestaurantIntent", recipients=["luca-soho"],
                         content="Hi, we're running ten minutes late. See you soon!"),
                response="Sent to Luca.")},
})

t1 = T("Pay the deposit for my Hana reservation in Dinewell",
       found=[ent("ReservationEntity", "r-1003")],
       response="Deposits are paid in the Dinewell app. Your Hana Omakase booking for 2 on Saturday, "
                "December 12 at 6:00 PM still has a deposit due. Want me to open it?")
scenario(D + "pay-deposit-stays-in-app", [t1])

# ---------------------------------------------------------------------------
# Counter (seed 000, counter template). No context: UTC.
# ---------------------------------------------------------------------------

C = "Counter/counter.yaml#"
inc = call("IncreaseCounterIntent")
scenario(C + "increase-by-phrase", [T("Increase the counter in Tally", inc, response="Opening the counter.")])

t1 = T("Increase the counter in Tally twice", inc, inc, response="Opening the counter.")
scenario(C + "increase-twice", [t1], {2: {1: vary(t1, inc)}, 4: {1: vary(t1, inc)}})  # only once

scenario(C + "add-one-in-foreground", [T("Add one to the counter", inc, response="Opening the counter.")])

# Fails every run: there is no reset intent, Siri picks the closest one.
t1 = T("Reset the counter in Tally", inc, response="Opening the counter.")
scenario(C + "reset-the-counter-tally-can-t-do-that-yet", [t1], {
    4: {1: vary(t1, response="Tally can't reset the counter, but I can increase it. Opening the counter.")},
})

# ---------------------------------------------------------------------------
# Restaurant (seed 000, restaurant template). Now: Fri 2026-12-04 19:30 CET.
# ---------------------------------------------------------------------------

R = "Restaurant/ordering.yaml#"
scenario(R + "order-tiramisu", [
    T("Order Tiramisu in Piccolo", call("OrderFoodIntent", dish="tiramisu"),
      found=[ent("DishEntity", "tiramisu")], response="Selected dish: Tiramisu."),
])

scenario(R + "place-an-order-then-choose", [
    T("Place an order in Piccolo", call("OrderFoodIntent", outcome="needsInput"),
      response="Which dish would you like?"),
    T("The margherita pizza, please", call("OrderFoodIntent", dish="margherita-pizza"),
      found=[ent("DishEntity", "margherita-pizza")], response="Selected dish: Margherita Pizza."),
])

scenario(R + "order-by-synonym", [
    T("Get me a pizza from Piccolo", call("OrderFoodIntent", dish="margherita-pizza"),
      found=[ent("DishEntity", "margherita-pizza")], response="Selected dish: Margherita Pizza."),
])

t1 = T("Order a dessert from Piccolo", call("OrderFoodIntent", outcome="needsInput"),
       found=[ent("DishEntity", "tiramisu"), ent("DishEntity", "panna-cotta")],
       response="Which dessert would you like: Tiramisu or Panna Cotta?")
t2 = T("The panna cotta", call("OrderFoodIntent", dish="panna-cotta"),
       found=[ent("DishEntity", "panna-cotta")], response="Selected dish: Panna Cotta.")
t1x = T("Order a dessert from Piccolo", call("OrderFoodIntent", dish="tiramisu"),
        found=[ent("DishEntity", "tiramisu")], response="Selected dish: Tiramisu.")
scenario(R + "ambiguous-dessert", [t1, t2], {1: {1: t1x}, 3: {1: t1x}})  # picked the first match

t1 = T("Order this one", call("OrderFoodIntent", dish="burrata"),
       onScreen=[scr("DishEntity", "burrata")], response="Selected dish: Burrata.")
scenario(R + "order-this-one", [t1], {
    2: {1: T("Order this one", call("OrderFoodIntent", dish="margherita-pizza"),
             found=[ent("DishEntity", "margherita-pizza")], response="Selected dish: Margherita Pizza.")},
})

scenario(R + "not-on-the-menu", [
    T("Order sushi from Piccolo",
      response="Sushi isn't on Piccolo's menu. You could order the Margherita Pizza, the Cacio e Pepe "
               "or the Tiramisu."),
])

# ---------------------------------------------------------------------------
# Mail (seed 000, mail template). Now: Thu 2026-12-03 09:15 GMT.
# ---------------------------------------------------------------------------

M = "Mail/drafts.yaml#"
t1 = T("Create an email draft in Postbox with the subject Release notes and the body The release notes "
       "are ready for review.",
       call("CreateDraftIntent", subject="Release notes", body="The release notes are ready for review.",
            to=[], result=("MailDraftEntity", "draft-5c1e")),
       response="Created the draft Release notes.")
scenario(M + "create-release-notes", [t1], {
    2: {1: vary(t1, call("CreateDraftIntent", subject="Release notes ready for review",
                         body="The release notes are ready for review.", to=[],
                         result=("MailDraftEntity", "draft-5c1f")),
                response="Created the draft Release notes ready for review.")},
})

t1 = T("Delete the email draft titled Release notes in Postbox",
       call("DeleteDraftsIntent", outcome="awaitingConfirmation", target=["draft-release-notes"]),
       found=[ent("MailDraftEntity", "draft-release-notes")],
       response="Are you sure you want to delete the draft \"Release notes\"?")
t2 = T("Yes", call("DeleteDraftsIntent", target=["draft-release-notes"]), response="Deleted.")
scenario(M + "delete-release-notes", [t1, t2], {3: Error(TIMEOUT, turns=1)})

scenario(M + "draft-to-two-people", [
    T("Draft an email from my work account in Postbox to Priya and Marco about moving Friday's launch "
      "to Monday",
      call("CreateDraftIntent", to=["Priya", "Marco"], cc=[], account="work",
           subject="Moving Friday's launch to Monday",
           body="Hi Priya and Marco, I'd like to move Friday's launch to Monday. Does that work for you?",
           result=("MailDraftEntity", "draft-5c20")),
      found=[ent("MailAccountEntity", "work")],
      response="Created the draft Moving Friday's launch to Monday in your work account."),
])

all_drafts = ["draft-release-notes", "draft-spotlight-demo", "draft-quarterly-report", "draft-offsite-agenda"]
scenario(M + "keep-drafts-after-no", [
    T("Delete all my drafts in Postbox",
      call("DeleteDraftsIntent", outcome="awaitingConfirmation", target=all_drafts),
      found=[ent("MailDraftEntity", d) for d in all_drafts],
      response="This will delete 4 drafts from Postbox. Are you sure?"),
    T("No, keep them", response="OK, I kept all 4 drafts."),
])

scenario(M + "open-spotlight-demo", [
    T("Open my Spotlight demo draft in Postbox",
      call("OpenDraftIntent", target="draft-spotlight-demo"),
      found=[ent("MailDraftEntity", "draft-spotlight-demo")],
      response="Opening Spotlight demo in Postbox."),
])

# ---------------------------------------------------------------------------
# Weigh In (seed 003). Now: Thu 2026-12-03 07:10 AEDT.
# ---------------------------------------------------------------------------

W = "WeighIn/weight.yaml#"
scenario(W + "log-with-value", [
    T("Log 72.4 kilos in Weigh In", call("LogWeightIntent", weightKg=72.4, result=("WeightEntry", "w-2026-12-03")),
      response="Logged 72.4 kg."),
])

# Fails every run: pounds logged as kilograms.
t1 = T("Record 160 pounds in Weigh In",
       call("LogWeightIntent", weightKg=160.0, result=("WeightEntry", "w-2026-12-03")),
       response="Logged 160.0 kg.")
scenario(W + "log-pounds", [t1], {
    3: {1: vary(t1, call("LogWeightIntent", weightKg=160.0, note="160 pounds",
                         result=("WeightEntry", "w-2026-12-03")))},
})

scenario(W + "log-asks-for-weight", [
    T("Log my weight in Weigh In", call("LogWeightIntent", outcome="needsInput"),
      response="How much did you weigh?"),
    T("It was 71.8", call("LogWeightIntent", weightKg=71.8, result=("WeightEntry", "w-2026-12-03")),
      response="Logged 71.8 kg."),
])

t1 = T("Log 70.2 kilos in Weigh In and add a note that it was after my morning run",
       call("LogWeightIntent", weightKg=70.2, note="After my morning run", result=("WeightEntry", "w-2026-12-03")),
       response="Logged 70.2 kg with your note.")
scenario(W + "log-with-note", [t1], {
    3: {1: vary(t1, call("LogWeightIntent", weightKg=70.2, result=("WeightEntry", "w-2026-12-03")),
                response="Logged 70.2 kg.")},  # the note was dropped
})

scenario(W + "out-of-range", [
    T("Log 500 kilos in Weigh In", call("LogWeightIntent", outcome="failed", weightKg=500.0),
      response="Weight 500.0 is outside the supported range."),
])

scenario(W + "yesterdays-weight", [
    T("What did I weigh yesterday in Weigh In?", found=[ent("WeightEntry", "w-2026-12-02")],
      response="Yesterday morning you weighed 72.8 kg."),
])

scenario(W + "undo-last-weigh-in", [
    T("Undo my last weigh-in in Weigh In", call("UndoLogWeightIntent", outcome="awaitingConfirmation"),
      found=[ent("WeightEntry", "w-2026-12-02")],
      response="Remove your last entry, 72.8 kg on 2 December?"),
    T("Yes, remove it", call("UndoLogWeightIntent"), response="Removed your last weight entry."),
])

# ---------------------------------------------------------------------------
# Howbee (seed 002). Now: Thu 2026-12-03 19:00 GMT (Accra).
# ---------------------------------------------------------------------------

H = "Howbee/checkins.yaml#"
t1 = T("Check in with Mom in Howbee", call("CheckInWithContactIntent", contact="mum"),
       found=[ent("ContactEntity", "mum")])
scenario(H + "check-in-with-mom", [t1], {
    # "Mom" not matched to Mum: Siri asked instead
    4: {1: T("Check in with Mom in Howbee", call("CheckInWithContactIntent", outcome="needsInput"),
             response="Who do you want to check in with?")},
})

who = call("WhoShouldICatchUpWithIntent")
t1 = T("Who should I catch up with in Howbee?", who,
       response="You should catch up with: Ama Owusu, Kofi Mensah")
scenario(H + "who-to-catch-up-with", [t1], {
    5: {1: vary(t1, response="You should catch up with Ama Owusu and one other person.")},
})

scenario(H + "add-a-friend", [T("Add a friend in Howbee", call("AddNewContactIntent"))])

t1 = T("Which of my Howbee contacts haven't I checked in with for a while?",
       found=[ent("ContactEntity", "ama-owusu"), ent("ContactEntity", "kofi-mensah")],
       response="Ama Owusu and Kofi Mensah: your last check-ins were on October 30 and November 2.")
scenario(H + "overdue-contacts", [t1], {
    2: {1: vary(t1, who)},  # also ran the catch-up intent: allowed
    4: {1: vary(t1, who)},
})

scenario(H + "catch-up-then-check-in", [
    T("Who needs attention in Howbee?", who, response="You should catch up with: Ama Owusu, Kofi Mensah"),
    T("Check in with Kofi", call("CheckInWithContactIntent", contact="kofi-mensah"),
      found=[ent("ContactEntity", "kofi-mensah")]),
])

# ---------------------------------------------------------------------------
# Loading scenario files and app definitions
# ---------------------------------------------------------------------------


class Problem(Exception):
    pass


PROBLEMS = []


def problem(where, message):
    PROBLEMS.append(f"{where}: {message}")


def load_yaml(path):
    with open(path, encoding="utf-8") as f:
        return yaml.safe_load(f)


def slug(name):
    return re.sub(r"[^A-Za-z0-9]+", "-", name).strip("-").lower()


def iso(value):
    """PyYAML reads unquoted timestamps as datetime; the harness reads text."""
    if isinstance(value, dt.datetime):
        return value.isoformat()
    return value


APP_KEYS = {
    "top": {"app", "intents", "entities", "enums", "shortcuts", "skills"},
    "app": {"name", "bundleIdentifier", "synonyms"},
    "intent": {"title", "description", "tool", "schema", "openAppWhenRun", "needsConfirmation",
               "authentication", "destructive", "parameters", "result", "dialog"},
    "parameter": {"title", "description", "type", "range", "requestValueDialog", "default"},
    "entity": {"title", "description", "indexed", "authentication", "properties", "records"},
    "property": {"title", "type", "description", "authentication"},
    "record": {"id", "title", "subtitle", "synonyms", "metadata", "hideInSpotlight", "properties"},
    "enum": {"title", "cases"},
    "case": {"title", "synonyms"},
    "shortcut": {"intent", "phrases", "shortTitle", "systemImageName"},
    "skill": {"description", "body"},
}
SCENARIO_KEYS = {
    "file": {"app", "context", "tags", "scenarios"},
    "scenario": {"name", "id", "tags", "context", "expect", "turns"},
    "context": {"now", "timeZone", "locale", "foreground", "locked", "onScreen", "liveActivity"},
    "call": {"intent", "params", "outcome"},
    "calls": {"ordered", "unordered"},
    "find": {"entity", "id", "where"},
    "ref": {"entity", "id"},
    "loads": {"required", "preferred"},
    "response": {"contains", "notContains", "matches", "caseSensitive"},
}


def check_keys(where, mapping, known):
    """Keys are case-sensitive; an unknown key is an error."""
    if not isinstance(mapping, dict):
        problem(where, "expected a mapping")
        return
    for key in mapping:
        if key not in known:
            problem(where, f"unknown key '{key}'")


class Type:
    def __init__(self, text):
        text = str(text).strip()
        self.text = text
        self.optional = text.endswith("?")
        if self.optional:
            text = text[:-1]
        self.array = text.startswith("[") and text.endswith("]")
        self.base = text[1:-1] if self.array else text

    def element(self):
        return Type(self.base)


SCALARS = {"String", "Int", "Double", "Bool", "Date", "URL", "Duration"}


class App:
    def __init__(self, folder):
        self.folder = folder
        raw = load_yaml(folder / "app.yaml")
        self.name = raw["app"]["name"]
        self.intents = raw.get("intents") or {}
        self.entities = raw.get("entities") or {}
        self.enums = raw.get("enums") or {}
        self.skills = raw.get("skills") or {}
        self.shortcuts = raw.get("shortcuts") or []
        self.records = {}
        for name, entity in self.entities.items():
            records = entity.get("records")
            if isinstance(records, dict) and "file" in records:
                with open(folder / records["file"], encoding="utf-8") as f:
                    records = json.load(f)
            self.records[name] = {r["id"]: r for r in (records or [])} if records is not None else None
        self.check()

    def param_type(self, intent, param):
        return Type(self.intents[intent]["parameters"][param]["type"])

    def property_type(self, entity, prop):
        return Type(self.entities[entity]["properties"][prop]["type"])

    def kind(self, type_):
        base = type_.base
        if base in SCALARS:
            return base
        if base in self.enums:
            return "enum"
        if base in self.entities:
            return "entity"
        return None

    def check(self):
        where = f"{self.folder.name}/app.yaml"
        raw = load_yaml(self.folder / "app.yaml")
        check_keys(where, raw, APP_KEYS["top"])
        check_keys(where + " app", raw["app"], APP_KEYS["app"])
        for iname, intent in self.intents.items():
            check_keys(f"{where} {iname}", intent, APP_KEYS["intent"])
            for pname, p in (intent.get("parameters") or {}).items():
                check_keys(f"{where} {iname}.{pname}", p, APP_KEYS["parameter"])
        for ename, entity in self.entities.items():
            check_keys(f"{where} {ename}", entity, APP_KEYS["entity"])
            for pname, p in (entity.get("properties") or {}).items():
                check_keys(f"{where} {ename}.{pname}", p, APP_KEYS["property"])
            for r in (self.records[ename] or {}).values():
                check_keys(f"{where} {ename} record {r.get('id')}", r, APP_KEYS["record"])
        for ename, enum in self.enums.items():
            check_keys(f"{where} {ename}", enum, APP_KEYS["enum"])
            for case, value in enum["cases"].items():
                if isinstance(value, dict):
                    check_keys(f"{where} {ename}.{case}", value, APP_KEYS["case"])
        for shortcut in self.shortcuts:
            check_keys(f"{where} shortcut", shortcut, APP_KEYS["shortcut"])
        for sname, skill in self.skills.items():
            check_keys(f"{where} skill {sname}", skill, APP_KEYS["skill"])
        for iname, intent in self.intents.items():
            for pname, p in (intent.get("parameters") or {}).items():
                if self.kind(Type(p["type"])) is None:
                    problem(where, f"{iname}.{pname}: unknown type {p['type']}")
            if intent.get("result") and self.kind(Type(intent["result"])) is None:
                problem(where, f"{iname}: unknown result type")
        for ename, entity in self.entities.items():
            for pname, p in (entity.get("properties") or {}).items():
                if self.kind(Type(p["type"])) is None:
                    problem(where, f"{ename}.{pname}: unknown type {p['type']}")
            for rid, r in (self.records[ename] or {}).items():
                if not str(rid).strip() or not str(r.get("title", "")).strip():
                    problem(where, f"{ename}: blank record id or title")
                for prop in (r.get("properties") or {}):
                    if prop not in entity.get("properties", {}):
                        problem(where, f"{ename} record {rid}: unknown property {prop}")
        if len(self.shortcuts) > 10:
            problem(where, "more than 10 shortcuts")
        for s in self.shortcuts:
            params = self.intents[s["intent"]].get("parameters") or {}
            for phrase in s["phrases"]:
                names = re.findall(r"\$\{(\w+)\}", phrase)
                if "applicationName" not in names:
                    problem(where, f"phrase without applicationName: {phrase}")
                names = [n for n in names if n != "applicationName"]
                for n in names:
                    if n not in params:
                        problem(where, f"phrase names unknown parameter {n}: {phrase}")
                if len([n for n in names if n in params and not Type(params[n]["type"]).array]) > 1:
                    problem(where, f"phrase interpolates more than one parameter: {phrase}")
        for sname, skill in self.skills.items():
            if not re.fullmatch(r"[a-z0-9]+(-[a-z0-9]+)*", sname) or len(sname) > 64:
                problem(where, f"bad skill name {sname}")
            if "\n" in skill["description"].strip() or len(skill["description"]) > 1024:
                problem(where, f"skill {sname}: description must be one line of at most 1,024 characters")


class Scenario:
    def __init__(self, app, file, raw, file_context, file_tags):
        self.app = app
        self.file = file  # relative to ROOT, with '/'
        self.name = raw["name"]
        self.id = f"{file}#{raw.get('id') or slug(raw['name'])}"
        self.tags = list(file_tags) + list(raw.get("tags") or [])
        context = dict(file_context)
        context.update(raw.get("context") or {})
        self.context = context
        tz = ZoneInfo(context.get("timeZone", "UTC"))
        now = iso(context.get("now"))
        self.tz = tz
        self.now = dt.datetime.fromisoformat(now).astimezone(tz) if now else dt.datetime.now(tz)
        self.turns = raw["turns"]
        self.expect = raw.get("expect") or {}
        self.utterances = [t["user"] for t in self.turns]


def load_suite():
    apps = {name: App(ROOT / name) for name in APPS}
    scenarios = []
    for name in APPS:
        for path in sorted((ROOT / name).glob("*.y*ml")):
            if path.name in ("app.yaml", "evaluate.yaml") or path.name.endswith(".evaluate.yaml"):
                continue
            raw = load_yaml(path)
            rel = path.relative_to(ROOT).as_posix()
            check_keys(rel, raw, SCENARIO_KEYS["file"])
            context = raw.get("context") or {}
            check_keys(rel + " context", context, SCENARIO_KEYS["context"])
            seen = set()
            for s in raw["scenarios"]:
                check_keys(f"{rel} scenario {s.get('name')!r}", s, SCENARIO_KEYS["scenario"])
                check_keys(f"{rel} scenario {s.get('name')!r} context", s.get("context") or {}, SCENARIO_KEYS["context"])
                sc = Scenario(apps[name], rel, s, context, raw.get("tags") or [])
                if sc.id in seen:
                    problem(rel, f"duplicate scenario id {sc.id}")
                seen.add(sc.id)
                scenarios.append(sc)
    return apps, scenarios


# ---------------------------------------------------------------------------
# Validation of scenarios against their app (the load-time checks)
# ---------------------------------------------------------------------------

TURN_KEYS = {"user", "calls", "disallowed", "finds", "onScreen", "loads", "response"}
EXPECT_KEYS = {"calls", "disallowed", "finds", "onScreen", "loads"}
MATCHER_KEYS = {"equals", "isNil", "notNil", "contains", "containsRegex", "matches", "oneOf",
                "approximately", "tolerance", "at", "caseSensitive", "count"}
OUTCOMES = {"succeeded", "failed", "needsInput", "awaitingConfirmation", "unknown", "unreported"}
OUTCOME_GROUPS = {"ran": {"succeeded", "failed", "unknown"}, "committed": {"succeeded"}}


def is_matcher(m):
    return isinstance(m, dict) and bool(set(m) & MATCHER_KEYS)


def check_matcher(where, app, m, type_):
    kind = app.kind(type_)
    if not is_matcher(m):
        m = {"equals": m}
    unknown = set(m) - MATCHER_KEYS
    if unknown:
        problem(where, f"unknown matcher keys {sorted(unknown)}")
    for key in m:
        if key == "contains" and not (type_.array or kind == "String"):
            problem(where, f"'contains' needs a String or an array, not {type_.text}")
        if key == "containsRegex" and (kind != "String" or type_.array):
            problem(where, f"'containsRegex' needs a String, not {type_.text}")
        if key in ("approximately", "tolerance") and (kind not in ("Int", "Double") or type_.array):
            problem(where, f"'{key}' needs a number, not {type_.text}")
        if key == "at" and (kind != "Date" or type_.array):
            problem(where, f"'at' needs a Date, not {type_.text}")
        if key == "count" and not type_.array:
            problem(where, f"'count' needs an array, not {type_.text}")
        if key == "matches" and (kind not in ("Int", "Double", "Date", "String", "Bool") or type_.array):
            problem(where, f"'matches' does not apply to {type_.text}")
        if key == "caseSensitive" and kind not in ("String",):
            problem(where, f"'caseSensitive' needs a String, not {type_.text}")
    if "matches" in m:
        try:
            parse_predicate(m["matches"])
        except Problem as e:
            problem(where, f"predicate: {e}")
    if "at" in m:
        try:
            resolve_at(m["at"], dt.datetime(2026, 1, 1, tzinfo=ZoneInfo("UTC")), ZoneInfo("UTC"))
        except Problem as e:
            problem(where, f"at: {e}")
    # values that must name a record or an enum case
    element = type_.element() if type_.array else type_
    values = []
    for key in ("equals", "contains") if type_.array else ("equals",):
        if key in m:
            values.append(m[key])
    values += list(m.get("oneOf") or [])
    for v in values:
        if kind == "entity" and app.records.get(element.base) and v not in app.records[element.base]:
            problem(where, f"no {element.base} record '{v}'")
        if kind == "enum" and v not in app.enums[element.base]["cases"]:
            problem(where, f"no case '{v}' in {element.base}")


def call_items(spec):
    if isinstance(spec, dict):
        groups = []
        for key in ("ordered", "unordered"):
            if key in spec:
                groups.append((key, spec[key]))
        return groups
    return [("ordered", spec)]


def normalize_call(item):
    return {"intent": item} if isinstance(item, str) else item


def check_expectations(sc, where, block, keys):
    app = sc.app
    unknown = set(block) - keys
    if unknown:
        problem(where, f"unknown keys {sorted(unknown)}")
    if isinstance(block.get("calls"), dict):
        check_keys(where + " calls", block["calls"], SCENARIO_KEYS["calls"])
    for _, items in call_items(block.get("calls", [])):
        for raw in items:
            item = normalize_call(raw)
            check_keys(where + " call", item, SCENARIO_KEYS["call"])
            check_call_item(sc, where, item)
    for raw in block.get("disallowed", []):
        check_keys(where + " disallowed", normalize_call(raw), SCENARIO_KEYS["call"])
        check_call_item(sc, where, normalize_call(raw))
    for raw in block.get("finds", []):
        item = {"entity": raw} if isinstance(raw, str) else raw
        check_keys(where + " finds", item, SCENARIO_KEYS["find"])
        check_entity_ref(app, where, item)
        for prop, m in (item.get("where") or {}).items():
            if prop not in app.entities[item["entity"]]["properties"]:
                problem(where, f"{item['entity']} has no property {prop}")
            else:
                check_matcher(f"{where} {prop}", app, m, app.property_type(item["entity"], prop))
    for item in block.get("onScreen", []):
        check_keys(where + " onScreen", item, SCENARIO_KEYS["ref"])
        check_entity_ref(app, where, item)
    if "response" in block:
        for spec in block["response"] if isinstance(block["response"], list) else [block["response"]]:
            check_keys(where + " response", spec, SCENARIO_KEYS["response"])
    loads = block.get("loads")
    if isinstance(loads, dict):
        check_keys(where + " loads", loads, SCENARIO_KEYS["loads"])
    if loads is not None:
        names = loads if isinstance(loads, list) else (loads.get("required") or []) + (loads.get("preferred") or [])
        for n in names:
            if n not in app.skills:
                problem(where, f"unknown skill {n}")


def check_call_item(sc, where, item):
    app = sc.app
    if item["intent"] not in app.intents:
        problem(where, f"unknown intent {item['intent']}")
        return
    if "outcome" in item and item["outcome"] not in OUTCOMES | set(OUTCOME_GROUPS):
        problem(where, f"unknown outcome {item['outcome']}")
    params = app.intents[item["intent"]].get("parameters") or {}
    for p, m in (item.get("params") or {}).items():
        if p not in params:
            problem(where, f"{item['intent']} has no parameter {p}")
        else:
            check_matcher(f"{where} {item['intent']}.{p}", app, m, app.param_type(item["intent"], p))


def check_entity_ref(app, where, ref):
    entity = ref.get("entity")
    if entity not in app.entities:
        problem(where, f"unknown entity {entity}")
        return
    records = app.records.get(entity)
    if "id" in ref and records is not None and ref["id"] not in records:
        problem(where, f"no {entity} record '{ref['id']}'")


def validate(scenarios):
    for sc in scenarios:
        where = sc.id
        for key in ("onScreen",):
            for ref in sc.context.get(key) or []:
                check_entity_ref(sc.app, where + " context", ref)
        if sc.context.get("liveActivity"):
            check_entity_ref(sc.app, where + " context", sc.context["liveActivity"])
        check_expectations(sc, where + " expect", sc.expect, EXPECT_KEYS)
        for k, turn in enumerate(sc.turns, 1):
            if not isinstance(turn.get("user"), str) or not turn["user"].strip():
                problem(where, f"turn {k}: user must be a non-empty string (quote Yes/No)")
            check_expectations(sc, f"{where} turn {k}", turn, TURN_KEYS)


# ---------------------------------------------------------------------------
# Grading (scenario-format.md)
# ---------------------------------------------------------------------------

TOKEN = re.compile(r"""\s*(\$0|&&|\|\||==|!=|<=|>=|<|>|!|\(|\)|"(?:[^"\\]|\\.)*"|'(?:[^'\\]|\\.)*'|-?\d+(?:\.\d+)?|true|false)""")


def tokenize(text):
    tokens, pos = [], 0
    text = text.rstrip()
    while pos < len(text):
        m = TOKEN.match(text, pos)
        if not m:
            raise Problem(f"cannot parse predicate at column {pos + 1}: {text!r}")
        tokens.append(m.group(1))
        pos = m.end()
    return tokens


def parse_predicate(text):
    tokens = tokenize(str(text))
    pos = 0

    def peek():
        return tokens[pos] if pos < len(tokens) else None

    def take():
        nonlocal pos
        pos += 1
        return tokens[pos - 1]

    def operand():
        t = take()
        if t == "$0":
            return ("value",)
        if t in ("true", "false"):
            return ("lit", t == "true")
        if t[0] in "\"'":
            return ("lit", t[1:-1])
        try:
            return ("lit", float(t))
        except ValueError:
            raise Problem(f"expected a value, got {t!r}")

    def primary():
        if peek() == "!":
            take()
            return ("not", primary())
        if peek() == "(":
            take()
            e = disjunction()
            if take() != ")":
                raise Problem("missing ')'")
            return e
        left = operand()
        op = take()
        if op not in ("==", "!=", "<", "<=", ">", ">="):
            raise Problem(f"expected a comparison, got {op!r}")
        return ("cmp", op, left, operand())

    def conjunction():
        e = primary()
        while peek() == "&&":
            take()
            e = ("and", e, primary())
        return e

    def disjunction():
        e = conjunction()
        while peek() == "||":
            take()
            e = ("or", e, conjunction())
        return e

    tree = disjunction()
    if pos != len(tokens):
        raise Problem(f"unexpected {tokens[pos]!r}")
    return tree


def coerce(value, kind):
    if value is None:
        return None
    if kind == "Date":
        return value if isinstance(value, dt.datetime) else dt.datetime.fromisoformat(str(value))
    if kind in ("Int", "Double"):
        return float(value)
    return value


def eval_predicate(tree, value, kind):
    op = tree[0]
    if op == "not":
        return not eval_predicate(tree[1], value, kind)
    if op == "and":
        return eval_predicate(tree[1], value, kind) and eval_predicate(tree[2], value, kind)
    if op == "or":
        return eval_predicate(tree[1], value, kind) or eval_predicate(tree[2], value, kind)
    _, cmp, left, right = tree
    a = coerce(value, kind) if left[0] == "value" else coerce(left[1], kind)
    b = coerce(value, kind) if right[0] == "value" else coerce(right[1], kind)
    if a is None or b is None:
        return False
    return {"==": a == b, "!=": a != b, "<": a < b, "<=": a <= b, ">": a > b, ">=": a >= b}[cmp]


WEEKDAYS = ["monday", "tuesday", "wednesday", "thursday", "friday", "saturday", "sunday"]
AT = re.compile(r"\s*(today|tonight|tomorrow|" + "|".join(WEEKDAYS) +
                r"|\d{4}-\d{2}-\d{2})(?:\s+(\d{1,2}):(\d{2})\s*(am|pm)?)?\s*", re.I)


def resolve_at(text, now, tz):
    """[start, end) of what `at:` names, in the context's time zone."""
    text = str(iso(text))
    if "T" in text:
        moment = dt.datetime.fromisoformat(text)
        return moment, moment + dt.timedelta(minutes=1)
    m = AT.fullmatch(text)
    if not m:
        raise Problem(f"cannot read date {text!r}")
    word, hour, minute, ampm = m.groups()
    today = now.astimezone(tz).date()
    word = word.lower()
    if word in ("today", "tonight"):
        day = today
    elif word == "tomorrow":
        day = today + dt.timedelta(days=1)
    elif word in WEEKDAYS:
        ahead = (WEEKDAYS.index(word) - today.weekday()) % 7 or 7
        day = today + dt.timedelta(days=ahead)
    else:
        day = dt.date.fromisoformat(word)
    if hour is None and word == "tonight":
        hour, minute = "19", "00"
    if hour is None:
        start = dt.datetime.combine(day, dt.time(0, 0), tz)
        return start, dt.datetime.combine(day + dt.timedelta(days=1), dt.time(0, 0), tz)
    h = int(hour)
    if ampm:
        h = h % 12 + (12 if ampm.lower() == "pm" else 0)
    start = dt.datetime.combine(day, dt.time(h, int(minute)), tz)
    return start, start + dt.timedelta(minutes=1)


def values_equal(expected, actual, kind, case_sensitive=True):
    if actual is None:
        return expected is None
    if kind == "Date":
        a = dt.datetime.fromisoformat(str(actual)).replace(microsecond=0)
        e = dt.datetime.fromisoformat(str(iso(expected))).replace(microsecond=0)
        return a == e
    if kind in ("Int", "Double"):
        return not isinstance(actual, bool) and float(actual) == float(expected)
    if kind == "Bool":
        return actual is expected
    if isinstance(actual, str) and isinstance(expected, str) and not case_sensitive:
        return actual.casefold() == expected.casefold()
    return actual == expected


def match_value(m, actual, type_, sc):
    """Does the value matcher `m` hold for `actual` of declared `type_`?"""
    kind = sc.app.kind(type_)
    if not is_matcher(m):
        m = {"equals": m}
    cs = m.get("caseSensitive", True)
    element_kind = sc.app.kind(type_.element()) if type_.array else kind
    for key, expected in m.items():
        if key in ("caseSensitive", "tolerance"):
            continue
        if key == "isNil":
            ok = (actual is None) == bool(expected)
        elif key == "notNil":
            ok = (actual is not None) == bool(expected)
        elif actual is None:
            ok = False
        elif key == "equals":
            if type_.array:
                ok = isinstance(expected, list) and len(expected) == len(actual) and all(
                    values_equal(e, a, element_kind, cs) for e, a in zip(expected, actual))
            else:
                ok = values_equal(expected, actual, kind, cs)
        elif key == "oneOf":
            ok = any(values_equal(e, actual, kind, cs) for e in expected)
        elif key == "contains":
            if type_.array:
                ok = any(values_equal(expected, a, element_kind, cs) for a in actual)
            else:
                ok = (expected in actual) if cs else (expected.casefold() in actual.casefold())
        elif key == "containsRegex":
            ok = re.search(expected, actual, 0 if cs else re.I) is not None
        elif key == "matches":
            ok = eval_predicate(parse_predicate(expected), actual, kind)
        elif key == "approximately":
            ok = abs(float(actual) - float(expected)) <= float(m.get("tolerance", 0))
        elif key == "at":
            start, end = resolve_at(expected, sc.now, sc.tz)
            moment = dt.datetime.fromisoformat(str(actual))
            ok = start <= moment < end
        elif key == "count":
            ok = len(actual) == int(expected)
        else:
            raise Problem(f"unknown matcher {key}")
        if not ok:
            return False
    return True


def outcome_of(invocation):
    return invocation.get("outcome") or "unreported"


def params_match(item, invocation, sc):
    arguments = invocation.get("arguments") or {}
    return all(match_value(m, arguments.get(p), sc.app.param_type(item["intent"], p), sc)
               for p, m in (item.get("params") or {}).items())


def call_matches(item, invocation, sc):
    """A `calls` item: without `outcome:`, anything but needsInput matches."""
    item = normalize_call(item)
    if invocation["intent"] != item["intent"]:
        return False
    outcome = outcome_of(invocation)
    if "outcome" in item:
        if outcome not in OUTCOME_GROUPS.get(item["outcome"], {item["outcome"]}):
            return False
    elif outcome == "needsInput":
        return False
    return params_match(item, invocation, sc)


def disallowed_hit(item, invocation, sc):
    """A `disallowed` item: without `outcome:`, any outcome but needsInput
    counts (it ran, Siri asked to confirm it, or nothing was reported)."""
    item = normalize_call(item)
    if invocation["intent"] != item["intent"]:
        return False
    if "outcome" in item:
        counted = OUTCOME_GROUPS.get(item["outcome"], {item["outcome"]})
    else:
        counted = OUTCOMES - {"needsInput"}
    return outcome_of(invocation) in counted and params_match(item, invocation, sc)


def distinct_match(items, candidates, matches):
    """Can every item take its own candidate? (small backtracking search)"""
    def go(i, used):
        if i == len(items):
            return True
        for j, c in enumerate(candidates):
            if j not in used and matches(items[i], c) and go(i + 1, used | {j}):
                return True
        return False
    return go(0, frozenset())


def grade_block(sc, block, turns, turn_number):
    """Checks of one turn (or of `expect:` over all turns, turn_number 0):
    a list of (check kind, turn, passed)."""
    invocations = [i for t in turns for i in t.get("invocations", [])]
    found = [e for t in turns for e in t.get("found", [])]
    on_screen = [e for t in turns for e in t.get("onScreen", [])]
    skills = {s for t in turns for s in t.get("skills", [])}
    checks = []
    if "calls" in block:
        for group, items in call_items(block["calls"]):
            if group == "ordered":
                pos, ok = 0, True
                for item in items:
                    while pos < len(invocations) and not call_matches(item, invocations[pos], sc):
                        pos += 1
                    if pos == len(invocations):
                        ok = False
                        break
                    pos += 1
            else:
                ok = distinct_match(items, invocations, lambda item, inv: call_matches(item, inv, sc))
            checks.append(("calls", turn_number, ok))
    for item in block.get("disallowed", []):
        bad = any(disallowed_hit(item, inv, sc) for inv in invocations)
        checks.append(("disallowed", turn_number, not bad))
    if "finds" in block:
        items = [{"entity": f} if isinstance(f, str) else f for f in block["finds"]]

        def finds_matches(item, e):
            if e["entity"] != item["entity"] or ("id" in item and e["id"] != item["id"]):
                return False
            props = e.get("properties") or {}
            return all(match_value(m, props.get(p), sc.app.property_type(item["entity"], p), sc)
                       for p, m in (item.get("where") or {}).items())
        checks.append(("finds", turn_number, distinct_match(items, found, finds_matches)))
    if "onScreen" in block:
        ok = distinct_match(block["onScreen"], on_screen,
                            lambda item, e: e["entity"] == item["entity"] and e["id"] == item.get("id", e["id"]))
        checks.append(("onScreen", turn_number, ok))
    if "loads" in block:
        loads = block["loads"]
        required = loads if isinstance(loads, list) else (loads.get("required") or [])
        if required:
            checks.append(("loads", turn_number, set(required) <= skills))
    if "response" in block:
        response = turns[0].get("response") if turns else None
        specs = block["response"] if isinstance(block["response"], list) else [block["response"]]
        for spec in specs:
            cs = spec.get("caseSensitive", True)
            if response is None:
                ok = False
            elif "contains" in spec:
                ok = (spec["contains"] in response) if cs else (spec["contains"].casefold() in response.casefold())
            elif "notContains" in spec:
                ok = (spec["notContains"] not in response) if cs else \
                    (spec["notContains"].casefold() not in response.casefold())
            elif "matches" in spec:
                ok = re.search(spec["matches"], response, 0 if cs else re.I) is not None
            else:
                raise Problem(f"unknown response check {spec}")
            checks.append(("response", turn_number, ok))
    return checks


METRICS = ["intentsAllPass", "foundEntitiesAllPass", "onScreenEntitiesAllPass",
           "siriResponseAllPass", "skillsLoadedAllPass", "allPass"]
KIND_METRIC = {"calls": "intentsAllPass", "disallowed": "intentsAllPass", "finds": "foundEntitiesAllPass",
               "onScreen": "onScreenEntitiesAllPass", "response": "siriResponseAllPass",
               "loads": "skillsLoadedAllPass"}


def grade_run(sc, transcript):
    """Per-metric verdicts of one run: {metric: True/False}, absent when not
    applicable; None for a run with an error."""
    if transcript["error"] is not None:
        return None
    turns = transcript["turns"]
    checks = grade_block(sc, sc.expect, turns, 0)
    for k, turn in enumerate(sc.turns):
        checks += grade_block(sc, turn, [turns[k]], k + 1)
    verdicts = {}
    for kind, _, ok in checks:
        for metric in (KIND_METRIC[kind], "allPass"):
            verdicts[metric] = verdicts.get(metric, True) and ok
    FAILED[(sc.id, transcript["run"])] = [(turn, kind) for kind, turn, ok in checks if not ok]
    return verdicts


FAILED = {}  # (scenario id, run) -> [(turn, check kind), ...] of the failed checks


# ---------------------------------------------------------------------------
# Writing the recordings
# ---------------------------------------------------------------------------


def latency(sid, run, turn, invocations):
    digest = hashlib.sha256(f"{sid}|{run}|{turn}".encode()).digest()
    base = 900 + int.from_bytes(digest[:2], "big") % 1700 + 650 * invocations
    return round(base + digest[2] % 10 / 10, 1)


BOOKING_ID = re.compile(r"r-2(\d{3})")


def per_run_ids(value, run):
    """Each run books anew, so a reservation made during a run (r-2xxx) gets
    a new id in every run: r-2041, r-2141, r-2241, ..."""
    if isinstance(value, str):
        m = BOOKING_ID.fullmatch(value)
        return f"r-{2000 + int(m.group(1)) + 100 * (run - 1)}" if m else value
    if isinstance(value, list):
        return [per_run_ids(v, run) for v in value]
    if isinstance(value, dict):
        return {k: per_run_ids(v, run) for k, v in value.items()}
    return value


def render_turn(app, sid, run, k, turn):
    turn = dict(turn, invocations=per_run_ids(turn["invocations"], run))
    out = {"utterance": turn["utterance"]}
    if turn["invocations"]:
        out["invocations"] = turn["invocations"]
    found = []
    for e in turn["found"]:
        props = e["props"]
        if props is None:
            record = app.records[e["entity"]][e["id"]]
            props = dict(record.get("properties") or {})
        props = {p: iso(v) for p, v in props.items() if p not in e["omit"]}
        found.append({"entity": e["entity"], "id": e["id"], "properties": props})
    if found:
        out["found"] = found
    if turn["onScreen"]:
        out["onScreen"] = turn["onScreen"]
    if turn["skills"]:
        out["skills"] = turn["skills"]
    if turn["response"] is not None:
        out["response"] = turn["response"]
    out["latencyMs"] = latency(sid, run, k, len(turn["invocations"]))
    return out


def transcripts(apps):
    """{app folder: [transcript, ...]} in scenario order, runs 1 to 5."""
    out = {name: [] for name in APPS}
    for sid, (turns, runs) in RECORDINGS.items():
        folder = sid.split("/", 1)[0]
        for run in range(1, RUNS + 1):
            deviation = runs.get(run, {})
            error = None
            run_turns = [copy.deepcopy(t) for t in turns]
            if isinstance(deviation, Error):
                error = deviation.message
                run_turns = run_turns[:deviation.turns]
            else:
                for k, replacement in deviation.items():
                    assert replacement["utterance"] == turns[k - 1]["utterance"], (sid, run, k)
                    run_turns[k - 1] = replacement
            out[folder].append({
                "scenario": sid,
                "run": run,
                "turns": [render_turn(apps[folder], sid, run, k, t) for k, t in enumerate(run_turns, 1)],
                "error": error,
            })
    return out


def jsonl(items):
    return "".join(json.dumps(item, ensure_ascii=False) + "\n" for item in items)


# ---------------------------------------------------------------------------
# Metrics (report-format.md)
# ---------------------------------------------------------------------------


def wilson(passed, total, z=1.959963984540054):
    if total == 0:
        return None
    p = passed / total
    denominator = 1 + z * z / total
    center = (p + z * z / (2 * total)) / denominator
    half = z / denominator * math.sqrt(p * (1 - p) / total + z * z / (4 * total * total))
    return [max(0.0, center - half), min(1.0, center + half)]


def figures(scenarios, verdicts):
    """The report's numbers for a set of scenarios."""
    metrics = {}
    for metric in METRICS:
        passed = total = 0
        for sc in scenarios:
            for v in verdicts[sc.id]:
                if v is not None and metric in v:
                    total += 1
                    passed += v[metric]
        metrics[metric] = None if total == 0 else {
            "mean": passed / total, "passed": passed, "total": total, "ci95": wilson(passed, total)}
    per_scenario = []
    for sc in scenarios:
        runs = [v for v in verdicts[sc.id] if v is not None]
        n = len(runs)
        c = sum(1 for v in runs if v.get("allPass", False))
        errors = len(verdicts[sc.id]) - n
        status = "error" if n == 0 else "pass" if c == n else "fail" if c == 0 else "flaky"
        per_scenario.append((sc, n, c, errors, status))
    counted = [(n, c) for _, n, c, _, _ in per_scenario if n > 0]
    kmax = min(n for n, _ in counted) if counted else 0
    pass_hat = {k: sum(math.comb(c, k) / math.comb(n, k) for n, c in counted) / len(counted)
                for k in range(1, kmax + 1)}
    pass_at = {k: sum(1 - math.comb(n - c, k) / math.comb(n, k) for n, c in counted) / len(counted)
               for k in range(1, kmax + 1)}
    errors = sum(e for _, _, _, e, _ in per_scenario)
    return {"metrics": metrics, "passHatK": pass_hat, "passAtK": pass_at, "errors": errors,
            "scenarios": per_scenario}


def gate_checks(gate, fig):
    results = []
    for key, threshold in (gate or {}).items():
        if key == "errors":
            value = fig["errors"]
            results.append((key, "<=", threshold, value, value <= threshold))
            continue
        m = re.fullmatch(r"(passHatK|passAtK)\.(\d+)", key)
        if m:
            value = fig[m.group(1)].get(int(m.group(2)))
            results.append((key, ">=", threshold, value, value is not None and value >= threshold))
            continue
        lower = False
        if isinstance(threshold, dict):
            lower = threshold.get("lowerBound", False)
            threshold = threshold["min"]
        metric = fig["metrics"].get(key)
        value = None if metric is None else (metric["ci95"][0] if lower else metric["mean"])
        name = key + (" (lower bound)" if lower else "")
        results.append((name, ">=", threshold, value, value is not None and value >= threshold))
    return results


def show(title, fig, gate=None):
    print(f"== {title}")
    for metric in METRICS:
        m = fig["metrics"][metric]
        if m is None:
            print(f"  {metric:24} null")
        else:
            lo, hi = m["ci95"]
            print(f"  {metric:24} {m['passed']:3}/{m['total']:<3} mean {m['mean']:.4f}  ci95 [{lo:.4f}, {hi:.4f}]")
    print("  passHatK " + "  ".join(f"{k}: {v:.4f}" for k, v in fig["passHatK"].items()))
    print("  passAtK  " + "  ".join(f"{k}: {v:.4f}" for k, v in fig["passAtK"].items()))
    statuses = {}
    for _, _, _, _, status in fig["scenarios"]:
        statuses[status] = statuses.get(status, 0) + 1
    print(f"  errors {fig['errors']}; scenarios {len(fig['scenarios'])}: "
          + ", ".join(f"{statuses.get(s, 0)} {s}" for s in ("pass", "flaky", "fail", "error")))
    ok = True
    for name, op, threshold, value, passed in gate_checks(gate, fig):
        shown = "null" if value is None else (f"{value:.4f}" if isinstance(value, float) else value)
        print(f"  gate {name} {op} {threshold}: {shown} {'ok' if passed else 'FAILS'}")
        ok = ok and passed
    return ok


# ---------------------------------------------------------------------------


def main():
    check_only = "--check" in sys.argv[1:]
    apps, scenarios = load_suite()
    validate(scenarios)

    by_id = {sc.id: sc for sc in scenarios}
    for sid in RECORDINGS:
        if sid not in by_id:
            problem(sid, "recorded, but no such scenario in the YAML files")
    for sc in scenarios:
        if sc.id not in RECORDINGS:
            problem(sc.id, "scenario has no recording")

    recorded = transcripts(apps)
    verdicts = {sc.id: [] for sc in scenarios}
    for folder, items in recorded.items():
        runs_seen = {}
        for t in items:
            sc = by_id.get(t["scenario"])
            if sc is None:
                continue
            runs_seen.setdefault(sc.id, []).append(t["run"])
            utterances = [turn["utterance"] for turn in t["turns"]]
            expected = sc.utterances if t["error"] is None else sc.utterances[:len(utterances)]
            if utterances != expected:
                problem(sc.id, f"run {t['run']}: utterances differ from the scenario's turns")
            verdicts[sc.id].append(grade_run(sc, t))
        for sc in scenarios:
            if sc.id.startswith(folder + "/") and sorted(runs_seen.get(sc.id, [])) != list(range(1, RUNS + 1)):
                problem(sc.id, f"expected runs 1 to {RUNS}, got {runs_seen.get(sc.id)}")

    if PROBLEMS:
        print("\n".join(PROBLEMS), file=sys.stderr)
        sys.exit(1)

    stale = []
    for folder, items in recorded.items():
        path = ROOT / folder / "recorded.jsonl"
        text = jsonl(items)
        if check_only:
            if not path.exists() or path.read_text(encoding="utf-8") != text:
                stale.append(str(path))
        else:
            path.write_text(text, encoding="utf-8")
    if stale:
        print("out of date: " + ", ".join(stale), file=sys.stderr)
        sys.exit(1)

    total_runs = sum(len(v) for v in verdicts.values())
    graded = [v for vs in verdicts.values() for v in vs if v is not None]
    all_pass = sum(1 for v in graded if v.get("allPass"))
    print(f"{len(scenarios)} scenarios, {total_runs} runs, {total_runs - len(graded)} with an error; "
          f"{all_pass}/{len(graded)} error-free runs pass every check ({all_pass / len(graded):.1%})")

    config = ROOT / "replay.evaluate.yaml"
    gate = load_yaml(config).get("gate") if config.exists() else None
    ok = show("Scenarios/ (all apps)", figures(scenarios, verdicts), gate)
    for name in APPS:
        subset = [sc for sc in scenarios if sc.app is apps[name]]
        config = ROOT / name / "replay.evaluate.yaml"
        gate = load_yaml(config).get("gate") if config.exists() else None
        ok = show(f"Scenarios/{name}", figures(subset, verdicts), gate) and ok

    print("== scenarios that are not pass")
    for sc, n, c, errors, status in figures(scenarios, verdicts)["scenarios"]:
        if status != "pass" or errors:
            print(f"  {status:5} {c}/{n} error-free runs pass{f', {errors} error' if errors else ''}  {sc.id}")
    if "--failures" in sys.argv[1:]:
        print("== failed checks (run, turn, check)")
        for (sid, run), failed in FAILED.items():
            if failed:
                print(f"  {sid} run {run}: " + ", ".join(f"turn {t} {k}" for t, k in failed))
    if not ok:
        print("a gate does not hold", file=sys.stderr)
        sys.exit(1)


if __name__ == "__main__":
    main()
