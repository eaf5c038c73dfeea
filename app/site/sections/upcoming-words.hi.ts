import type { UpcomingWords } from "./upcoming-words";

export const upcomingWordsHi: UpcomingWords = {
  badge: "जल्द आ रहा है",
  openingSoon: "जल्द खुलेगा।",
  beforePhone: "{what} अभी तैयार हो रहा है और मेहमानों के लिए अभी खुला नहीं है। खुलने की तारीख़ जानने के लिए",
  afterPhone: "पर फ़ोन करें या",
  link: "हमें लिखें",
  end: "।",
};
