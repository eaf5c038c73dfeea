import type { UpcomingWords } from "./upcoming-words";

export const upcomingWordsHi: UpcomingWords = {
  badge: "जल्द आ रहा है",
  openingSoon: "जल्द खुलेगा।",
  beforePhone: "{what} अभी तैयार हो रहा है और मेहमानों के लिए अभी खुला नहीं है। खुलने की तारीख़ जानने के लिए",
  afterPhone: "पर फ़ोन करें या",
  link: "हमें लिखें",
  end: "।",
  opensBadge: "{date} से खुलेगा",
  opensOn: "{date} से खुलेगा।",
  opensBeforePhone: "{what} {date} से मेहमानों के लिए खुलेगा। पहले से बुक करने के लिए",
  openDaily: "रोज़ {opens} से {closes} तक खुला",
  hoursFrom: "{date} से: रोज़ {opens} से {closes} तक",
  everyDay: "हर दिन",
  everyDayFrom: "{date} से हर दिन",
};
