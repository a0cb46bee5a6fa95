"""Makes the demo course's five printable sheets (one A4 page each, English then Swahili) with
reportlab (PyPI). The sheets are committed; `make` runs this when they change."""
from reportlab.lib.pagesizes import A4
from reportlab.lib.units import mm
from reportlab.pdfgen import canvas

SHEETS = {
    "daily-record-sheet": (
        "Daily record sheet / Karatasi ya kumbukumbu za kila siku",
        "Write every sale and every expense the day it happens. / Andika kila mauzo na kila matumizi siku yanapotokea.",
        ["Date / Tarehe", "Item / Bidhaa", "Qty / Idadi", "Sale / Mauzo", "Expense / Matumizi"],
        18,
    ),
    "pricing-worksheet": (
        "Pricing worksheet / Karatasi ya kupanga bei",
        "Price = cost of the item + your share of the running costs + profit. / Bei = gharama ya bidhaa + sehemu ya gharama za uendeshaji + faida.",
        ["Item / Bidhaa", "Cost / Gharama", "Running costs / Uendeshaji", "Profit / Faida", "Price / Bei"],
        12,
    ),
    "whatsapp-checklist": (
        "Selling on WhatsApp: checklist / Kuuza kwa WhatsApp: orodha",
        "Tick each step when it is done. / Weka alama kila hatua ikikamilika.",
        ["Step / Hatua", "Done / Imekamilika"],
        0,
    ),
    "cash-plan-template": (
        "Cash plan for twelve months / Mpango wa pesa wa miezi kumi na miwili",
        "Money in minus money out, month by month. / Pesa inayoingia toa pesa inayotoka, mwezi kwa mwezi.",
        ["Month / Mwezi", "Money in / Inayoingia", "Money out / Inayotoka", "Left / Iliyobaki"],
        12,
    ),
    "pitch-one-page": (
        "Your pitch on one page / Wasilisho lako kwa ukurasa mmoja",
        "Answer each question in two or three sentences. / Jibu kila swali kwa sentensi mbili au tatu.",
        ["Question / Swali", "Your answer / Jibu lako"],
        0,
    ),
}

CHECKLIST = [
    "A business profile with your hours / Wasifu wa biashara na saa zako",
    "A catalogue with prices / Katalogi yenye bei",
    "A greeting message for new customers / Ujumbe wa kukaribisha wateja wapya",
    "Labels for orders: new, paid, delivered / Lebo za oda: mpya, imelipwa, imefikishwa",
    "A status post twice a week / Chapisho la hali mara mbili kwa wiki",
]
PITCH = [
    "What do you sell, and to whom? / Unauza nini, na kwa nani?",
    "Why do customers choose you? / Kwa nini wateja wanakuchagua?",
    "What are your monthly sales? / Mauzo yako ya mwezi ni kiasi gani?",
    "What would a loan let you do? / Mkopo ungekuwezesha kufanya nini?",
    "How will you repay it? / Utaulipaje?",
]


def sheet(name, title, intro, columns, rows):
    width, height = A4
    page = canvas.Canvas(f"{name}.pdf", pagesize=A4, invariant=1)
    page.setTitle(title)
    page.setFont("Helvetica-Bold", 15)
    page.drawString(20 * mm, height - 25 * mm, title)
    page.setFont("Helvetica", 9)
    for n, part in enumerate(intro.split(" / ")):
        page.drawString(20 * mm, height - 33 * mm - n * 4.5 * mm, part)
    top, left, right = height - 48 * mm, 20 * mm, width - 20 * mm
    lines = CHECKLIST if name == "whatsapp-checklist" else PITCH if name == "pitch-one-page" else None
    body = [[line] + [""] * (len(columns) - 1) for line in lines] if lines else [[""] * len(columns)] * rows
    row_height = 30 * mm if name == "pitch-one-page" else 11 * mm
    widths = [(right - left) * 0.7, (right - left) * 0.3] if lines and len(columns) == 2 and name != "pitch-one-page" else None
    if name == "pitch-one-page":
        widths = [(right - left) * 0.4, (right - left) * 0.6]
    widths = widths or [(right - left) / len(columns)] * len(columns)
    y = top
    for index, row in enumerate([columns] + body):
        h = 9 * mm if index == 0 else row_height
        x = left
        page.setFont("Helvetica-Bold" if index == 0 else "Helvetica", 8)
        for cell, w in zip(row, widths):
            page.rect(x, y - h, w, h)
            for n, part in enumerate(cell.split(" / ")):
                page.drawString(x + 2 * mm, y - 4 * mm - n * 3.5 * mm, part)
            x += w
        y -= h
    page.setFont("Helvetica", 7)
    page.drawString(20 * mm, 12 * mm, "Grow your business / Kuza biashara yako")
    page.showPage()
    page.save()


for name, (title, intro, columns, rows) in SHEETS.items():
    sheet(name, title, intro, columns, rows)
